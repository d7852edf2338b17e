import { vars } from '../../tokens/index.ts';
import { POSTER_GRID, POSTER_MOTIFS } from './posterMotifs.ts';

export interface VideoPosterProps {
  /** The lesson's place in the list, from 1; picks the drawing and shows as a large number. */
  index: number;
}

/** A video poster drawn in the project: a numbered lesson card with a wireframe motif. Decorative. */
export function VideoPoster({ index }: VideoPosterProps) {
  const motif = POSTER_MOTIFS[(index - 1) % POSTER_MOTIFS.length] ?? [];
  return (
    <svg viewBox="0 0 160 90" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="160" height="90" fill={vars.color.background} />
      <g stroke={vars.color.border} strokeWidth="0.4">
        <path d={POSTER_GRID} />
      </g>
      <text x="10" y="22" fill={vars.color.textMuted} fontFamily={vars.font.numeric} fontSize="12" fontWeight="700">
        {String(index).padStart(2, '0')}
      </text>
      <g fill="none" stroke={vars.color.accent} strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        {motif.map((shape, at) =>
          shape.kind === 'circle' ? (
            <circle key={at} cx={shape.cx} cy={shape.cy} r={shape.r} />
          ) : (
            <path key={at} d={shape.d} strokeDasharray={shape.dash} />
          ),
        )}
      </g>
    </svg>
  );
}

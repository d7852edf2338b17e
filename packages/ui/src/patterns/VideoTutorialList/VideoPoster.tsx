import { vars } from '../../tokens/index.ts';

/** The drawings a poster cycles through: the camera, a capture route, stacked floors, the cloud, a 3D room. */
const motifs = [
  // The eight-lens camera on its pole.
  <>
    <circle cx="80" cy="36" r="15" />
    <circle cx="80" cy="36" r="5" />
    <path d="M80 21v6M80 45v6M65 36h6M89 36h6M69.4 25.4l4.2 4.2M86.4 42.4l4.2 4.2M69.4 46.6l4.2-4.2M86.4 29.6l4.2-4.2" />
    <path d="M80 51v22M70 80l10-7 10 7" />
  </>,
  // A capture route through a floor plan, scan points linked in order.
  <>
    <path d="M40 20h80v52H40zM80 20v22M40 46h26M96 46h24v26" />
    <path d="M52 60l16-22 24 4 16 18" strokeDasharray="3 3" />
    <circle cx="52" cy="60" r="3" />
    <circle cx="68" cy="38" r="3" />
    <circle cx="92" cy="42" r="3" />
    <circle cx="108" cy="60" r="3" />
  </>,
  // Stacked floors of one building.
  <>
    <path d="M44 64l36 12 36-12-36-12zM44 48l36 12 36-12-36-12zM44 32l36 12 36-12-36-12z" />
    <path d="M44 32v32M116 32v32M80 44v32" strokeDasharray="2 3" />
  </>,
  // Upload to the cloud and share.
  <>
    <path d="M56 56a14 14 0 0 1 4-27 18 18 0 0 1 34-4 14 14 0 0 1 8 31z" />
    <path d="M80 70V40M70 50l10-10 10 10" />
  </>,
  // A scanned room in perspective.
  <>
    <path d="M38 18h84v56H38z" />
    <path d="M38 18l20 14h44l20-14M38 74l20-14h44l20 14M58 32v28M102 32v28" />
    <path d="M72 60V44h16v16" />
  </>,
];

export interface VideoPosterProps {
  /** The lesson's place in the list, from 1; picks the drawing and shows as a large number. */
  index: number;
}

/** A video poster drawn in the project: a numbered lesson card with a wireframe motif. Decorative. */
export function VideoPoster({ index }: VideoPosterProps) {
  const motif = motifs[(index - 1) % motifs.length];
  return (
    <svg viewBox="0 0 160 90" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="160" height="90" fill={vars.color.background} />
      <g stroke={vars.color.border} strokeWidth="0.4">
        <path d="M0 15h160M0 30h160M0 45h160M0 60h160M0 75h160M20 0v90M40 0v90M60 0v90M80 0v90M100 0v90M120 0v90M140 0v90" />
      </g>
      <text x="10" y="22" fill={vars.color.textMuted} fontFamily={vars.font.numeric} fontSize="12" fontWeight="700">
        {String(index).padStart(2, '0')}
      </text>
      <g fill="none" stroke={vars.color.accent} strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
        {motif}
      </g>
    </svg>
  );
}

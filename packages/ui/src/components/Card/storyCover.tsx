import { vars } from '../../tokens/index.ts';

/** Story helper: a wireframe room drawn in SVG, the kind of cover a scene card shows (no external images). */
export function RoomCover({ hue = 'accent' }: { hue?: 'accent' | 'info' | 'positive' | 'caution' }) {
  const stroke = {
    accent: vars.color.accent,
    info: vars.color.info,
    positive: vars.color.positive,
    caution: vars.color.caution,
  }[hue];
  return (
    <svg viewBox="0 0 160 90" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="160" height="90" fill={vars.color.surfaceSunken} />
      <g fill="none" stroke={stroke} strokeWidth="1.2">
        <path d="M30 18h100v54H30z" />
        <path d="M30 18l20 14h60l20-14M30 72l20-12h60l20 12M50 32v28M110 32v28" />
        <path d="M64 60V42h16v18" />
      </g>
    </svg>
  );
}

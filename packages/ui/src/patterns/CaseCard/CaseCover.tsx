import type { IndustryName } from '@kankan/domain';
import { vars } from '../../tokens/index.ts';

/** A few scan points scattered over the drawing, the same every render (a small linear congruential sequence). */
function scanPoints(seed: number, count: number): { x: number; y: number }[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => ({ x: 8 + next() * 144, y: 8 + next() * 74 }));
}

const strokeOf: Record<IndustryName, string> = {
  realEstate: vars.color.accent,
  museum: vars.color.info,
  eCommerce: vars.color.caution,
  home: vars.color.positive,
  catering: vars.color.critical,
  other: vars.color.accent,
};

/** The wireframe motif of each industry, drawn in a 160 × 90 box. */
function Motif({ industry }: { industry: IndustryName }) {
  switch (industry) {
    case 'realEstate':
      return (
        <>
          <path d="M28 16h104v58H28z" />
          <path d="M28 16l22 14h60l22-14M28 74l22-14h60l22 14M50 30v30M110 30v30" />
          <path d="M60 36h18v14H60zM69 36v14M60 43h18" />
          <path d="M86 60v-8h18v8M84 52h22" />
        </>
      );
    case 'museum':
      return (
        <>
          <path d="M36 32L80 14l44 18z" />
          <path d="M36 32h88M40 72h80M36 76h88" />
          <path d="M48 36v36M64 36v36M96 36v36M112 36v36" />
          <path d="M74 44h12v16H74z" />
        </>
      );
    case 'eCommerce':
      return (
        <>
          <path d="M30 30h100v44H30z" />
          <path d="M30 30l8-12h84l8 12M30 30q8 8 16 0q8 8 16 0q8 8 17 0q8 8 16 0q8 8 17 0q8 8 16 0" />
          <path d="M40 44h30v30M40 56h30M90 44h30v20H90z" />
        </>
      );
    case 'home':
      return (
        <>
          <path d="M26 46L80 14l54 32M36 40v34h88V40" />
          <path d="M48 74V58h24v16M50 58v-6h20v6" />
          <path d="M94 50h18v12H94zM103 50v12" />
        </>
      );
    case 'catering':
      return (
        <>
          <path d="M20 74h120" />
          <path d="M52 14v14M108 14v14M44 36l8-8 8 8zM100 36l8-8 8 8z" />
          <path d="M36 56h32M52 56v18M92 56h32M108 56v18" />
          <path d="M40 74l4-12M64 74l-4-12M96 74l4-12M120 74l-4-12" />
        </>
      );
    case 'other':
      return (
        <>
          <path d="M56 30l24-12 24 12v30l-24 12-24-12z" />
          <path d="M56 30l24 12 24-12M80 42v30" />
          <path d="M32 72l24-12M128 72l-24-12" />
        </>
      );
  }
}

export interface CaseCoverProps {
  industry: IndustryName;
  /** Varies the scan points so neighbouring cards of one industry differ. */
  seed?: number;
}

/**
 * The cover of an industry case, drawn in the project (no external images): the industry's wireframe motif over a
 * floor grid, with scan points. Decorative; it fills its box at 16:9.
 */
export function CaseCover({ industry, seed = 1 }: CaseCoverProps) {
  const stroke = strokeOf[industry];
  return (
    <svg viewBox="0 0 160 90" width="100%" height="100%" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <rect width="160" height="90" fill={vars.color.surfaceSunken} />
      <g fill="none" stroke={vars.color.border} strokeWidth="0.6">
        <path d="M0 78h160M0 84h160M20 90l20-12M60 90l8-12M100 90l-8-12M140 90l-20-12" />
      </g>
      <g fill={stroke} opacity="0.35">
        {scanPoints(seed * 7919 + industry.length, 28).map((point, index) => (
          <circle key={index} cx={point.x} cy={point.y} r="0.9" />
        ))}
      </g>
      <g fill="none" stroke={stroke} strokeWidth="1.3" strokeLinejoin="round" strokeLinecap="round">
        <Motif industry={industry} />
      </g>
    </svg>
  );
}

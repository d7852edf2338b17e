import { useId, type ReactNode } from 'react';
import { invertedSurface } from '../tokens/theme.css.ts';
import * as styles from './Illustration.css.ts';

export interface IllustrationProps {
  /**
   * Decorative drawings are hidden from assistive technology. Product drawings are meaningful by default and
   * named by a localized title; pass `decorative` when the text next to them already says what they show.
   */
  decorative?: boolean;
}

interface IllustrationSvgProps {
  width: number;
  height: number;
  /** The accessible name; without it the drawing is decorative. */
  title?: string;
  /** Draw with the dark product palette whatever the surface (cameras and tripod are near-black hardware). */
  hardware?: boolean;
  /** Extra class for the box (motif sizes). */
  className?: string;
  children: ReactNode;
}

/** The shared svg frame: fixed viewBox, intrinsic width and height (so the aspect ratio is known before paint). */
export function IllustrationSvg({ width, height, title, hardware, className, children }: IllustrationSvgProps) {
  const titleId = useId();
  const classes = [styles.svg, hardware ? invertedSurface : '', className ?? ''].filter(Boolean).join(' ');
  const common = {
    className: classes,
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    xmlns: 'http://www.w3.org/2000/svg',
    focusable: 'false' as const,
    style: { aspectRatio: `${width} / ${height}` },
  };
  if (title === undefined) {
    return (
      <svg {...common} aria-hidden="true">
        {children}
      </svg>
    );
  }
  return (
    <svg {...common} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}

/** One camera lens: ring, glass, iris and a highlight. `rx`/`ry` differ for lenses seen from the side. */
export function Lens({ cx, cy, rx, ry = rx }: { cx: number; cy: number; rx: number; ry?: number }) {
  return (
    <g>
      <ellipse className={styles.lensRing} cx={cx} cy={cy} rx={rx} ry={ry} />
      <ellipse className={styles.lensGlass} cx={cx} cy={cy} rx={rx * 0.72} ry={ry * 0.72} />
      <ellipse className={styles.lensIris} cx={cx} cy={cy} rx={rx * 0.42} ry={ry * 0.42} />
      <ellipse className={styles.highlight} cx={cx - rx * 0.28} cy={cy - ry * 0.3} rx={rx * 0.13} ry={ry * 0.13} />
    </g>
  );
}

import * as styles from './Skeleton.css.ts';

export const skeletonVariants = ['text', 'block', 'circle', 'control'] as const;
export const skeletonCircleSizes = ['small', 'medium', 'large'] as const;

export interface SkeletonProps {
  /**
   * `text`: lines of body text; `block`: an image or card area; `circle`: an avatar; `control`: a row of controls
   * (the full width, a medium control's height).
   */
  variant?: (typeof skeletonVariants)[number];
  /** Number of text lines (the last one is shorter). Default 3. */
  lines?: number;
  /** Width to height of a block, e.g. `16 / 9` for a scene cover. Default `16 / 9`. */
  aspectRatio?: string;
  /** Circle diameter: 24, 36 or 44 px. */
  size?: (typeof skeletonCircleSizes)[number];
}

/**
 * A placeholder for content that is loading. Decorative: hidden from assistive technology, so mark the region
 * that is loading with `aria-busy` and announce the loading elsewhere. The pulse stops under reduced motion.
 */
export function Skeleton({ variant = 'text', lines = 3, aspectRatio = '16 / 9', size = 'medium' }: SkeletonProps) {
  if (variant === 'circle') return <span aria-hidden="true" className={`${styles.shape} ${styles.circle[size]}`} />;
  if (variant === 'control') return <span aria-hidden="true" className={`${styles.shape} ${styles.control}`} />;
  if (variant === 'block') {
    return <span aria-hidden="true" className={`${styles.shape} ${styles.block}`} style={{ aspectRatio }} />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`${styles.shape} ${styles.line} ${index === count - 1 && count > 1 ? styles.lastLine : ''}`}
        />
      ))}
    </span>
  );
}

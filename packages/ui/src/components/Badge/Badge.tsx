import type { ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'accent', 'positive', 'caution', 'critical', 'info'] as const;
export const badgeSizes = ['small', 'medium'] as const;

export interface BadgeProps {
  tone?: (typeof badgeTones)[number];
  size?: (typeof badgeSizes)[number];
  /** Show a status dot before the text (for statuses in tables and cards). */
  dot?: boolean;
  /** Plain text from the caller, e.g. a scene or membership status already translated. */
  children: ReactNode;
}

/** A short, non-interactive label for a status or a count. The text carries the meaning; the tone only supports it. */
export function Badge({ tone, size, dot = false, children }: BadgeProps) {
  return (
    <span className={styles.badge({ tone, size })}>
      {dot ? <span className={styles.dot()} aria-hidden="true" /> : null}
      {children}
    </span>
  );
}

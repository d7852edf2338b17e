import type { ReactNode } from 'react';
import type { ToneOrNeutral } from '../../foundations/tone.ts';
import * as styles from './Badge.css.ts';

/** A status tone or `neutral`, or `accent` to highlight a label that is no status (a news category, a count). */
export type BadgeTone = ToneOrNeutral | 'accent';
export const badgeTones = [
  'neutral',
  'accent',
  'positive',
  'caution',
  'critical',
  'info',
] as const satisfies readonly BadgeTone[];
export const badgeSizes = ['small', 'medium'] as const;

export interface BadgeProps {
  tone?: BadgeTone;
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

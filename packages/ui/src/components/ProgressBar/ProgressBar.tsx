import type { ReactNode, Ref } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export const progressBarSizes = ['small', 'medium'] as const;

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children'> {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  /** Hide the value text on the right (the percentage, or `valueLabel`). */
  hideValue?: boolean;
  size?: (typeof progressBarSizes)[number];
  ref?: Ref<HTMLDivElement>;
}

/**
 * Progress of one task that ends (an upload, a scene being computed). `isIndeterminate` when the end is unknown.
 * The value text uses the locale's number format and tabular digits, so it does not jitter as it counts.
 */
export function ProgressBar({ label, hideValue = false, size = 'medium', ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || !hideValue ? (
            <div className={styles.header}>
              {label ? <Label className={styles.label}>{label}</Label> : <span />}
              {hideValue || isIndeterminate ? null : <span className={styles.value}>{valueText}</span>}
            </div>
          ) : null}
          <div className={styles.track[size]}>
            <div
              className={isIndeterminate ? styles.indeterminateFill : styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

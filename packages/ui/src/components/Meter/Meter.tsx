import type { ReactNode, Ref } from 'react';
import { Label, Meter as AriaMeter, type MeterProps as AriaMeterProps } from 'react-aria-components';
import type { ToneOrNeutral } from '../../foundations/tone.ts';
import * as styles from './Meter.css.ts';

/** The tones a level can take: `neutral` below the thresholds (drawn in the accent colour), then caution, critical. */
export type MeterTone = Extract<ToneOrNeutral, 'neutral' | 'caution' | 'critical'>;
export const meterTones = ['neutral', 'caution', 'critical'] as const satisfies readonly MeterTone[];

/** Fractions of the maximum where the tone changes: caution from 80 % used, critical from 100 % (full or over). */
export const DEFAULT_METER_THRESHOLDS = { caution: 0.8, critical: 1 } as const;

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'> {
  /** Visible label; without it pass `aria-label`. */
  label?: ReactNode;
  /**
   * Text of the value, e.g. "12.4 GB of 20 GB"; also what assistive technology reads. The caller formats it in the
   * user's language. Without it the percentage shows.
   */
  valueLabel?: string;
  /** A fixed tone; by default it follows `thresholds`. */
  tone?: MeterTone;
  thresholds?: { caution: number; critical: number };
  /** A line under the bar (what happens when full, when the plan renews). */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function meterToneFor(
  value: number,
  minValue: number,
  maxValue: number,
  thresholds: { caution: number; critical: number } = DEFAULT_METER_THRESHOLDS,
): MeterTone {
  const span = maxValue - minValue;
  const fraction = span > 0 ? (value - minValue) / span : 1;
  if (fraction >= thresholds.critical) return 'critical';
  if (fraction >= thresholds.caution) return 'caution';
  return 'neutral';
}

/**
 * A quantity within a known range, such as cloud capacity used. The value may exceed the maximum (capacity over
 * the plan): the bar then stays full in the critical tone and the value text says by how much.
 */
export function Meter({
  label,
  valueLabel,
  tone,
  thresholds = DEFAULT_METER_THRESHOLDS,
  description,
  value = 0,
  minValue = 0,
  maxValue = 100,
  ...props
}: MeterProps) {
  const resolvedTone = tone ?? meterToneFor(value, minValue, maxValue, thresholds);
  return (
    <AriaMeter
      {...props}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      className={styles.root}
      data-tone={resolvedTone}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            {label ? <Label className={styles.label}>{label}</Label> : <span />}
            <span className={styles.value[resolvedTone]}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill[resolvedTone]} style={{ width: `${percentage}%` }} />
          </div>
          {description ? <div className={styles.description}>{description}</div> : null}
        </>
      )}
    </AriaMeter>
  );
}

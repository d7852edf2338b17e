import type { ReactNode, Ref } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { space } from '../../tokens/values.ts';
import * as styles from './Tooltip.css.ts';

/** Hover delay before a tooltip shows (keyboard focus shows it at once). */
export const TOOLTIP_DELAY_MS = 600;

export type TooltipTriggerProps = TooltipTriggerComponentProps;

/**
 * Wraps a focusable trigger (usually a `Button`) and a `Tooltip`. Shows on hover after a short delay, on keyboard
 * focus at once; Escape hides it. A tooltip only describes: never put the only way to do something in it.
 */
export function TooltipTrigger({ delay = TOOLTIP_DELAY_MS, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} />;
}

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function Tooltip({ children, offset, ...props }: TooltipProps) {
  return (
    <AriaTooltip {...props} offset={offset ?? Number.parseInt(space.small, 10)} className={styles.tooltip}>
      <OverlayArrow>
        <svg viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </AriaTooltip>
  );
}

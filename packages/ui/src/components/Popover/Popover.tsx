import type { ReactNode, Ref } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { space } from '../../tokens/values.ts';
import * as styles from './Popover.css.ts';

/** Distance from the trigger: the arrow's height when there is one. */
export const popoverOffset = { plain: Number.parseInt(space.small, 10), arrow: Number.parseInt(space.medium, 10) };

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style' | 'children'> {
  /** Visible heading; it also names the popover. Without it pass `aria-label`. */
  title?: ReactNode;
  'aria-label'?: string;
  /** A small arrow pointing at the trigger. */
  showArrow?: boolean;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  ref?: Ref<HTMLElement>;
}

/**
 * A non-modal panel anchored to its trigger, holding a dialog: use inside `DialogTrigger` after a `Button`.
 * Focus moves in on open, Escape or an outside click closes it, and focus returns to the trigger.
 */
export function Popover({
  title,
  showArrow = false,
  children,
  offset,
  'aria-label': ariaLabel,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset ?? (showArrow ? popoverOffset.arrow : popoverOffset.plain)}
      className={styles.panel}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <AriaDialog className={styles.dialog} aria-label={title ? undefined : ariaLabel}>
        {({ close }) => (
          <>
            {title ? (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}

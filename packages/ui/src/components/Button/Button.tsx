import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useSubmitPending } from '../Form/formPending.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
export const buttonTones = ['accent', 'neutral', 'critical'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: (typeof buttonVariants)[number];
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
  /** The button element (to move focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * How long react-aria waits after creating its live region before the first announcement; a timer of the same delay
 * set later runs after it.
 */
const FIRST_ANNOUNCEMENT_DELAY = 100;

function dropAnnouncementsOf(id: string): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    if ((node.getAttribute('aria-labelledby') ?? '').split(' ').includes(id)) node.remove();
  }
}

/**
 * The one button of the product. While `isPending` it keeps its width, announces "Loading" and ignores presses
 * (react-aria keeps it focusable so keyboard users do not lose their place). A submit button is also pending while
 * its form's call runs (Form's `onSubmit`).
 */
export function Button({
  variant,
  tone,
  size,
  fullWidth,
  icon,
  children,
  isPending: ownPending,
  ...props
}: ButtonProps) {
  const { t } = useLingui();
  const formPending = useSubmitPending(props.form);
  const isPending = ownPending === true || (props.type === 'submit' && formPending);
  const ownId = useId();
  const id = props.id ?? ownId;
  // react-aria announces a pending button by its id and keeps the announcement for seconds; a button that goes away
  // meanwhile (the Save of a dialog that closed on success) would leave a message naming nothing, which screen
  // readers read as an image without a name. It takes its announcements with it, including the page's first one,
  // which react-aria appends a moment after creating its live region.
  const announced = useRef(false);
  useEffect(() => {
    if (isPending) announced.current = true;
  }, [isPending]);
  useEffect(
    () => () => {
      if (!announced.current) return;
      dropAnnouncementsOf(id);
      window.setTimeout(() => dropAnnouncementsOf(id), FIRST_ANNOUNCEMENT_DELAY);
    },
    [id],
  );
  return (
    <AriaButton
      {...props}
      id={id}
      isPending={isPending}
      className={`${styles.button({ variant, tone, size, fullWidth })} ${styles.disabled}`}
    >
      <span className={isPending ? `${styles.label} ${styles.hiddenLabel}` : styles.label}>
        {icon}
        {children}
      </span>
      {isPending ? (
        <span className={styles.pendingIndicator}>
          <Spinner size="small" label={t`Loading`} />
        </span>
      ) : null}
    </AriaButton>
  );
}

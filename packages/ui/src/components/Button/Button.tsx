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
  /**
   * Where the label sits in a button wider than it: `start` for a column of choices read as a list (a folder panel's
   * "All scenes"), centred otherwise.
   */
  align?: 'center' | 'start';
  /** Shown before the label. */
  icon?: ReactNode;
  children: ReactNode;
  /** The button element (to move focus to it). */
  ref?: Ref<HTMLButtonElement>;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
const ANNOUNCEMENT = '[data-live-announcer] [aria-labelledby]';

function namesSomethingGone(node: Element): boolean {
  return (node.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .some((id) => id !== '' && document.getElementById(id) === null);
}

function dropAnnouncementsOf(id: string): void {
  for (const node of document.querySelectorAll(ANNOUNCEMENT)) {
    if ((node.getAttribute('aria-labelledby') ?? '').split(' ').includes(id)) node.remove();
  }
}

const REGION = '[data-live-announcer]';
let watched: Element | null = null;
let waitingForRegion = false;

function sweep(): void {
  for (const node of document.querySelectorAll(ANNOUNCEMENT)) if (namesSomethingGone(node)) node.remove();
}

function watch(region: Element): void {
  watched = region;
  new MutationObserver(sweep).observe(region, { childList: true, subtree: true });
}

/**
 * react-aria appends a page's first announcement a moment after creating its live region, possibly after the button
 * it names has gone: such a message is removed as soon as it lands, before anything can read it.
 */
function dropLateAnnouncements(): void {
  if (typeof MutationObserver === 'undefined' || watched?.isConnected === true || waitingForRegion) return;
  const region = document.querySelector(REGION);
  if (region) {
    watch(region);
    return;
  }
  // The region is made, as a child of <body>, on the first announcement.
  waitingForRegion = true;
  const arrival = new MutationObserver(() => {
    const made = document.querySelector(REGION);
    if (!made) return;
    arrival.disconnect();
    waitingForRegion = false;
    watch(made);
  });
  arrival.observe(document.body, { childList: true });
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
  align,
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
  // readers read as an image without a name. It takes its announcements with it.
  const announced = useRef(false);
  useEffect(() => {
    if (!isPending) return;
    announced.current = true;
    dropLateAnnouncements();
  }, [isPending]);
  useEffect(
    () => () => {
      if (announced.current) dropAnnouncementsOf(id);
    },
    [id],
  );
  return (
    <AriaButton
      {...props}
      id={id}
      isPending={isPending}
      className={`${styles.button({ variant, tone, size, fullWidth, align })} ${styles.disabled}`}
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

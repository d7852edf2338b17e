import { Trans, useLingui } from '@lingui/react/macro';
import {
  PAYMENT_RESULT_COUNTDOWN_SECONDS,
  paymentResultDestination,
  type PaymentResultDestination,
  type PayOrderType,
} from '@kankan/domain';
import { formatCountdown } from '@kankan/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { visuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.css.ts';
import { ErrorIcon, SuccessIcon } from '../../icons/icons.tsx';
import { systemClock, type Clock } from '../../runtime/clock.ts';
import * as styles from './PaymentResult.css.ts';

export interface PaymentResultProps {
  /** The `isSuccess` of /payresult/{isSuccess}/{type}. */
  isSuccess: boolean;
  /** What was paid (1 points, 2 storage, 3 goods, 4 membership, 5 download): it decides where the screen goes next. */
  type: PayOrderType;
  /** Length of the countdown; default `PAYMENT_RESULT_COUNTDOWN_SECONDS` (5). */
  seconds?: number;
  /** The timer; stories and tests pass a `manualClock()`. */
  clock?: Clock;
  /** Go to my cameras, my orders or the download area: at the end of the countdown, or at once from a button. Called once. */
  onRedirect: (destination: PaymentResultDestination) => void;
}

/**
 * The payment result screen (spec 2.5): success or failure, then a countdown to my cameras (points, storage), my
 * orders (goods, membership) or the download area (a scene download, whose file waits there). The seconds show on screen; the start and the end are announced politely. Buttons
 * go at once; "Stay on this page" stops the countdown (nobody is moved on against their will).
 */
export function PaymentResult({
  isSuccess,
  type,
  seconds = PAYMENT_RESULT_COUNTDOWN_SECONDS,
  clock = systemClock,
  onRedirect,
}: PaymentResultProps) {
  const { t } = useLingui();
  const destination = paymentResultDestination(type);
  const [left, setLeft] = useState(seconds);
  const [stopped, setStopped] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const redirected = useRef(false);
  const places: Record<PaymentResultDestination, string> = {
    cameras: t`My cameras`,
    orders: t`My orders`,
    downloads: t`Download area`,
  };
  const place = places[destination];
  const other: PaymentResultDestination = destination === 'orders' ? 'cameras' : 'orders';
  const otherPlace = places[other];

  const go = (to: PaymentResultDestination) => {
    if (redirected.current) return;
    redirected.current = true;
    setStopped(true);
    onRedirect(to);
  };

  const titleId = useId();
  const total = formatCountdown(seconds);
  const startText = t`Going to ${place} in ${total}.`;
  const endText = t`Going to ${place} now.`;
  const leftRef = useRef(seconds);

  // The start is announced once the live region is in the page (a region's first content is not read).
  useEffect(() => {
    const id = setTimeout(() => setAnnouncement((current) => current || startText), 0);
    return () => clearTimeout(id);
  }, [startText]);

  // The countdown: one tick a second; at zero it announces the move and goes, unless stopped before.
  useEffect(() => {
    if (stopped) return undefined;
    return clock.every(1000, () => {
      const next = Math.max(0, leftRef.current - 1);
      leftRef.current = next;
      setLeft(next);
      if (next === 0) {
        setAnnouncement(endText);
        go(destination);
      }
    });
    // `go` only reads refs and props of this mounted screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock, stopped, endText, destination]);

  const remaining = formatCountdown(left);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <span className={isSuccess ? styles.iconSuccess : styles.iconFailure} aria-hidden="true">
        {isSuccess ? <SuccessIcon size="large" /> : <ErrorIcon size="large" />}
      </span>
      <h1 id={titleId} className={styles.title}>
        {isSuccess ? t`Payment successful` : t`Payment failed`}
      </h1>
      <p className={styles.message}>
        {isSuccess
          ? t`Thank you. Your payment has been received.`
          : destination === 'downloads'
            ? t`The payment did not go through. You can pay the download again from the download area before it expires.`
            : t`The payment did not go through. You can pay the order again from My orders before it expires.`}
      </p>
      {stopped ? null : (
        <p className={styles.countdown}>
          <Trans>
            Going to {place} in <span className={styles.seconds}>{remaining}</span>
          </Trans>
        </p>
      )}
      <div className={styles.actions}>
        <Button onPress={() => go(destination)}>{t`Go to ${place} now`}</Button>
        <Button variant="outline" tone="neutral" onPress={() => go(other)}>
          {t`Go to ${otherPlace}`}
        </Button>
        {stopped ? null : (
          <Button
            variant="ghost"
            tone="neutral"
            onPress={() => {
              setStopped(true);
              setAnnouncement(t`Countdown stopped. You stay on this page.`);
            }}
          >
            {t`Stay on this page`}
          </Button>
        )}
      </div>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
    </section>
  );
}

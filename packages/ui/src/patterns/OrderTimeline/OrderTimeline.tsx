import { useLingui } from '@lingui/react/macro';
import { ORDER_STEP_STATUS } from '@kankan/domain';
import { formatDateTime } from '@kankan/i18n';
import { useOrderStatusLabels } from '../OrderTable/orderLabels.ts';
import { CheckIcon } from '../../icons/icons.tsx';
import * as styles from './OrderTimeline.css.ts';

export interface OrderTimelineProps {
  /** When the order was placed (RFC 3339, as the server answers). */
  orderedAt: string;
  /** When it was paid; null until then. */
  paidAt: string | null;
  /** When the goods left the warehouse; null until then. */
  shippedAt: string | null;
  /** When the customer received them; null until then. */
  receivedAt: string | null;
  /** Cancelled or expired before it was paid: the steps still to come will not happen. */
  isClosed?: boolean;
  /** IANA time zone of the dates; the browser's own by default (stories fix one). */
  timeZone?: string;
}

type StepState = 'done' | 'current' | 'upcoming';

/**
 * Where a shop order is (a beyond-the-spec tracking timeline): ordered, paid, shipped, received, each with its date
 * once it has happened. The first step not yet reached is the current one (`aria-current="step"`); a closed order
 * says so instead of waiting.
 */
export function OrderTimeline({
  orderedAt,
  paidAt,
  shippedAt,
  receivedAt,
  isClosed = false,
  timeZone,
}: OrderTimelineProps) {
  const { t } = useLingui();
  // A step the order's status names reads as the orders list reads that status.
  const statusLabels = useOrderStatusLabels();
  const steps = [
    { id: 'ordered', label: t`Ordered`, at: orderedAt },
    { id: 'paid', label: t`Paid`, at: paidAt },
    { id: 'shipped', label: statusLabels[ORDER_STEP_STATUS.shipped], at: shippedAt },
    { id: 'received', label: statusLabels[ORDER_STEP_STATUS.received], at: receivedAt },
  ];
  const reached = steps.reduce((count, step, index) => (step.at && index === count ? count + 1 : count), 0);
  const pending = isClosed ? t`Order closed` : t`Not yet`;
  return (
    <ol className={styles.list} aria-label={t`Order progress`}>
      {steps.map((step, index) => {
        const state: StepState = index < reached ? 'done' : index === reached && !isClosed ? 'current' : 'upcoming';
        return (
          <li
            key={step.id}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? <CheckIcon size="small" /> : index + 1}
            </span>
            <span className={styles.label}>{step.label}</span>
            <span className={styles.date}>
              {step.at && index < reached ? (
                <time dateTime={step.at}>{formatDateTime(Date.parse(step.at), timeZone ? { timeZone } : {})}</time>
              ) : (
                pending
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

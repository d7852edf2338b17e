import { useLingui } from '@lingui/react/macro';
import {
  PLAN_TERMS_MONTHS,
  STORAGE_PLANS,
  currencyFor,
  planPrice,
  planPurchasePreview,
  type PaymentRegion,
  type PlanTermMonths,
  type StoragePlanId,
} from '@kankan/domain';
import { clientMessage, formatDate, formatMoney } from '@kankan/i18n';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import * as styles from './StoragePlanDialog.css.ts';
import { ExpiryImpactNote, type ExpiryImpact } from '../ExpiryImpactNote/ExpiryImpactNote.tsx';

/** Prices by term (months) and plan id. */
export type StoragePlanPrices = Partial<Record<PlanTermMonths, Partial<Record<StoragePlanId, number>>>>;

export interface StoragePlanDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The camera's current expansion plan; null when it has only the base capacity. */
  currentPlan: StoragePlanId | null;
  /** When the current plan expires (ms). A plan already expired counts as none: any plan is a new purchase. */
  currentExpiry?: number | null;
  /** The moment the delay and extension days are counted from (ms). */
  now: number;
  /** Domestic prices in RMB, international (abroad camera or English mode) in US dollars. */
  region: PaymentRegion;
  /** The plan chosen first; default the current plan, else the smallest. */
  defaultPlanId?: StoragePlanId;
  defaultTermMonths?: PlanTermMonths;
  /**
   * The server's prices (getExpansionPrice) by term and plan, in the region's currency. A price not there yet shows
   * as "…" and cannot be bought; without this prop the spec's price table is shown (stories of the table only).
   */
  prices?: StoragePlanPrices;
  /** What the current plan's expiry would archive if it is not renewed (shown while a plan runs). */
  expiryImpact?: ExpiryImpact | null;
  /** The order is being created. */
  isPending?: boolean;
  onConfirm: (choice: { planId: StoragePlanId; termMonths: PlanTermMonths }) => void;
}

/**
 * Buy or renew cloud storage (spec 3, 4, 9): the current plan and expiry, the 20G / 50G / 200G / 1T plans with
 * monthly and yearly prices, the 1 / 3 / 6 / 12-month terms and the price of the choice. Renewing an unexpired
 * plan carries its remaining days over; an upgrade converts them into extension days; a smaller plan is refused
 * (client message 42) at the plan field and Confirm is disabled.
 */
export function StoragePlanDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  currentPlan,
  currentExpiry = null,
  now,
  region,
  defaultPlanId,
  defaultTermMonths = 12,
  prices,
  isPending = false,
  expiryImpact = null,
  onConfirm,
}: StoragePlanDialogProps) {
  const { t } = useLingui();
  const priceId = useId();
  const currency = currencyFor(region);
  const isExpired = currentExpiry == null || currentExpiry <= now;
  const activePlan = isExpired ? null : currentPlan;
  const [planId, setPlanId] = useState<StoragePlanId>(defaultPlanId ?? currentPlan ?? STORAGE_PLANS[0].id);
  const [term, setTerm] = useState<PlanTermMonths>(defaultTermMonths);
  // The same rule the server grants by: the kind of purchase, the carried-over days and the new expiry.
  const preview = planPurchasePreview({ now, currentPlan, currentExpiry, target: planId, term });
  const kind = preview.kind;
  const refused = kind === 'downgradeRefused';
  const money = (amount: number | undefined) => (amount === undefined ? '…' : formatMoney(amount, currency));
  const priceOf = (id: StoragePlanId, months: PlanTermMonths): number | undefined =>
    prices ? prices[months]?.[id] : planPrice(id, months, currency);

  const expiry = preview.expiry?.getTime() ?? now;
  let carried: string | null = null;
  const days = preview.carriedDays;
  if (kind === 'renew' && days > 0) {
    carried = t`${days} days left on your current plan are carried over to the new expiry.`;
  } else if (kind === 'upgrade' && days > 0) {
    carried = t`The time left on your current plan becomes ${days} extension days (counted in whole months of 31 days, rounded up).`;
  }
  const expiryText = formatDate(expiry);
  const amount = priceOf(planId, term);
  const price = money(amount);

  return (
    <Modal size="detail" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={currentPlan ? t`Renew or upgrade cloud storage` : t`Buy cloud storage`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
              {t`Cancel`}
            </Button>
            <Button
              isDisabled={refused || amount === undefined}
              isPending={isPending}
              aria-describedby={priceId}
              onPress={() => onConfirm({ planId, termMonths: term })}
            >
              {kind === 'renew' ? t`Renew` : kind === 'upgrade' ? t`Upgrade` : t`Buy`}
            </Button>
          </>
        )}
      >
        <div className={styles.stack}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t`Current plan`}</dt>
            <dd className={styles.value}>{currentPlan ?? t`Base capacity only`}</dd>
            {currentPlan && currentExpiry != null ? (
              <>
                <dt className={styles.term}>{isExpired ? t`Expired on` : t`Expires on`}</dt>
                <dd className={styles.value}>{formatDate(currentExpiry)}</dd>
              </>
            ) : null}
          </dl>
          {expiryImpact && !isExpired ? <ExpiryImpactNote impact={expiryImpact} headingLevel={3} /> : null}
          <RadioGroup
            label={t`Plan`}
            orientation="horizontal"
            value={planId}
            onChange={(value) => {
              const next = STORAGE_PLANS.find((plan) => plan.id === value);
              if (next) setPlanId(next.id);
            }}
            isDisabled={isPending}
            isInvalid={refused}
            errorMessage={refused ? clientMessage('downgradeUnsupported') : undefined}
            description={t`Need more than 1T? Please contact customer support.`}
          >
            {STORAGE_PLANS.map((plan) => {
              const monthly = money(priceOf(plan.id, 1));
              const yearly = money(priceOf(plan.id, 12));
              const name = plan.id;
              return (
                <Radio key={plan.id} value={plan.id} description={t`${monthly} a month · ${yearly} a year`}>
                  {plan.id === activePlan ? t`${name} (current)` : plan.id}
                </Radio>
              );
            })}
          </RadioGroup>
          <RadioGroup
            label={t`Term`}
            orientation="horizontal"
            value={String(term)}
            onChange={(value) => {
              const next = PLAN_TERMS_MONTHS.find((months) => String(months) === value);
              if (next) setTerm(next);
            }}
            isDisabled={isPending}
          >
            {PLAN_TERMS_MONTHS.map((months) => (
              <Radio key={months} value={String(months)} description={money(priceOf(planId, months))}>
                {months === 1 ? t`1 month` : months === 12 ? t`1 year` : t`${months} months`}
              </Radio>
            ))}
          </RadioGroup>
          {refused ? null : (
            <>
              {carried ? <InlineAlert tone="info">{carried}</InlineAlert> : null}
              <p className={styles.note}>{t`New expiry: ${expiryText}`}</p>
            </>
          )}
          <p className={styles.total} id={priceId}>
            <span>{t`Amount payable`}</span>
            <span className={styles.amount}>{price}</span>
          </p>
        </div>
      </Dialog>
    </Modal>
  );
}

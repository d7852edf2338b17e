import { useLingui } from '@lingui/react/macro';
import {
  BASE_CAPACITY_GB,
  CAPACITY_TO_SCENES,
  PLAN_TERMS_MONTHS,
  STORAGE_PLANS,
  VALIDITY,
  currencyFor,
  planPrice,
  type PaymentRegion,
  type StoragePlanId,
} from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import { useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../components/Button/Button.tsx';
import { ToggleButton, ToggleButtonGroup } from '../../components/ToggleButtonGroup/ToggleButtonGroup.tsx';
import * as styles from './PricingTable.css.ts';

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export interface PricingTableProps {
  /** Domestic prices in RMB; abroad cameras or English mode in US dollars. */
  region: PaymentRegion;
  /** The billing period shown (controlled). */
  billing?: BillingPeriod;
  /** The billing period shown first. Default monthly. */
  defaultBilling?: BillingPeriod;
  onBillingChange?: (billing: BillingPeriod) => void;
  /** Adds a Buy button to each paid plan. */
  onChoosePlan?: (planId: StoragePlanId) => void;
  /** Adds a "Contact support" button to the "more than 1T" column. */
  onContactSupport?: () => void;
  /** The table of prices by term (1, 3, 6 months, 1 year). Default shown. */
  showTerms?: boolean;
  /** Heading level of the plan names and the term table's title. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

const baseScenes = CAPACITY_TO_SCENES[0].scenes;

/**
 * Cloud capacity pricing (spec 9): the free 10G base, the 20G / 50G / 200G / 1T plans with the scenes each holds,
 * their monthly or yearly price (the billing toggle; a year costs 10 months), "more than 1T: contact support", and
 * a table of every plan's price for 1, 3 and 6 months and a year. All figures come from `@kankan/domain`.
 */
export function PricingTable({
  region,
  billing,
  defaultBilling = 'monthly',
  onBillingChange,
  onChoosePlan,
  onContactSupport,
  showTerms = true,
  headingLevel = 3,
}: PricingTableProps) {
  const { t } = useLingui();
  const termsTitleId = useId();
  const [period, setPeriod] = useControlledState<BillingPeriod>(
    billing as BillingPeriod,
    defaultBilling,
    onBillingChange,
  );
  const currency = currencyFor(region);
  const money = (amount: number) => formatMoney(amount, currency);
  const H = `h${headingLevel}` as const;
  const yearMonths = 12;
  const freeMonths = yearMonths - STORAGE_PLANS[0].yearly[currency] / STORAGE_PLANS[0].monthly[currency];
  const monthDays = VALIDITY.monthDays;
  const yearDays = VALIDITY.yearDays;
  const baseGb = BASE_CAPACITY_GB;
  const baseSize = t`${baseGb}G`;

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label={t`Billing period`}
          selectedKeys={[period]}
          onSelectionChange={(keys) => {
            const next = billingPeriods.find((key) => keys.has(key));
            if (next) setPeriod(next);
          }}
        >
          <ToggleButton id="monthly">{t`Monthly`}</ToggleButton>
          <ToggleButton id="yearly">{t`Yearly`}</ToggleButton>
        </ToggleButtonGroup>
        <p className={styles.saving}>{t`Pay yearly and get ${freeMonths} months free.`}</p>
      </div>

      <ul className={styles.plans}>
        <li className={`${styles.plan} ${styles.planFree}`}>
          <H className={styles.planName}>{baseSize}</H>
          <p className={styles.price}>
            <span className={styles.amount}>{t`Free`}</span>
          </p>
          <p className={styles.detail}>
            {t`About ${baseScenes} scenes of 200 m². Included with every account, no purchase needed.`}
          </p>
        </li>
        {STORAGE_PLANS.map((plan) => {
          const price = money(planPrice(plan.id, period === 'yearly' ? 12 : 1, currency));
          const scenes = plan.scenes;
          const name = plan.id;
          return (
            <li key={plan.id} className={styles.plan}>
              <H className={styles.planName}>{plan.id}</H>
              <p className={styles.price}>
                <span className={styles.amount}>{price}</span>
                <span className={styles.per}>{period === 'yearly' ? t`/ year` : t`/ month`}</span>
              </p>
              <p className={styles.detail}>{t`About ${scenes} scenes of 200 m²`}</p>
              {onChoosePlan ? (
                <Button variant="outline" fullWidth aria-label={t`Buy ${name}`} onPress={() => onChoosePlan(plan.id)}>
                  {t`Buy`}
                </Button>
              ) : null}
            </li>
          );
        })}
        <li className={styles.plan}>
          <H className={styles.planName}>{t`Over 1T`}</H>
          <p className={styles.price}>
            <span className={styles.per}>{t`Priced for your project`}</span>
          </p>
          <p className={styles.detail}>{t`For large archives and teams. Tell us how much space you need.`}</p>
          {onContactSupport ? (
            <Button variant="outline" tone="neutral" fullWidth onPress={onContactSupport}>
              {t`Contact support`}
            </Button>
          ) : null}
        </li>
      </ul>

      {showTerms ? (
        <section className={styles.termsSection} aria-labelledby={termsTitleId}>
          <H id={termsTitleId} className={styles.termsTitle}>
            {t`Price by term`}
          </H>
          <div className={styles.tableBox}>
            <table className={styles.table} aria-labelledby={termsTitleId}>
              <thead>
                <tr>
                  <th scope="col" className={styles.headCell}>
                    {t`Plan`}
                  </th>
                  {PLAN_TERMS_MONTHS.map((months) => (
                    <th key={months} scope="col" className={styles.headCell}>
                      {months === 1 ? t`1 month` : months === 12 ? t`1 year` : t`${months} months`}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {STORAGE_PLANS.map((plan) => (
                  <tr key={plan.id}>
                    <th scope="row" className={styles.rowHead}>
                      {plan.id}
                    </th>
                    {PLAN_TERMS_MONTHS.map((months) => (
                      <td key={months} className={styles.cell}>
                        {money(planPrice(plan.id, months, currency))}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.note}>
            {t`A month of capacity lasts ${monthDays} days and a year ${yearDays} days, starting as soon as you pay. Plans are bought per camera.`}
          </p>
        </section>
      ) : null}
    </div>
  );
}

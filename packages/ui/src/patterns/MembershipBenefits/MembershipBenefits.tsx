import { useLingui } from '@lingui/react/macro';
import { charge, MEMBERSHIP, VALIDITY, type PaymentRegion, type Priced } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { DownloadIcon, ImageIcon, SceneIcon, UploadIcon } from '../../icons/icons.tsx';
import * as styles from './MembershipBenefits.css.ts';

export interface MembershipBenefitsProps {
  /** Who pays (`paymentRegion` of @kankan/domain): yuan in Chinese, US dollars in English. */
  region: PaymentRegion;
  /** Buy a membership, or renew it (`action="renew"`). Without it the offer shows no button. */
  onAction?: () => void;
  /** What the button does: buy a first membership or renew the current one. Default buy. */
  action?: 'buy' | 'renew';
  /** The order is being created. */
  isPending?: boolean;
  /** Heading level of the benefit titles and the offer. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Member benefits (spec 6, 9): unlimited capacity, your own logo and hotspots, elastic queue computation and 10
 * free downloads (then paid each), beside the offer: the yearly fee in the region's currency, one year of validity, one
 * camera authorised at a time, and a buy or renew button. All figures come from `@kankan/domain`.
 */
export function MembershipBenefits({
  region,
  onAction,
  action = 'buy',
  isPending = false,
  headingLevel = 3,
}: MembershipBenefitsProps) {
  const { t } = useLingui();
  const offerId = useId();
  const H = `h${headingLevel}` as const;
  const free = MEMBERSHIP.freeDownloads;
  const price = (product: Priced) => {
    const priced = charge(product, { region });
    return formatMoney(priced.amount, priced.currency);
  };
  const paid = price({ kind: 'download' });
  const fee = price({ kind: 'membership', count: 1 });
  const days = MEMBERSHIP.validityYears * VALIDITY.yearDays;

  const items: { key: string; icon: ReactNode; title: string; body: string }[] = [
    {
      key: 'capacity',
      icon: <SceneIcon />,
      title: t`Unlimited cloud capacity`,
      body: t`Keep every scene the authorised camera shoots online. Nothing is archived for lack of space while the membership is valid.`,
    },
    {
      key: 'brand',
      icon: <ImageIcon />,
      title: t`Your own logo and hotspots`,
      body: t`Replace our logo with yours in every scene and add custom hotspots that link to your products, rooms or pages.`,
    },
    {
      key: 'queue',
      icon: <UploadIcon />,
      title: t`Elastic queue computation`,
      body: t`Your uploads go to an elastic computing queue that grows with demand, so busy days do not hold your scenes back.`,
    },
    {
      key: 'downloads',
      icon: <DownloadIcon />,
      title: t`${free} free downloads`,
      body: t`Download scenes for offline use ${free} times free of charge; each download after that costs ${paid}.`,
    },
  ];

  return (
    <div className={styles.root}>
      <ul className={styles.benefits}>
        {items.map((item) => (
          <li key={item.key} className={styles.benefit}>
            <span className={styles.mark} aria-hidden="true">
              {item.icon}
            </span>
            <div className={styles.benefitText}>
              <H className={styles.benefitTitle}>{item.title}</H>
              <p className={styles.benefitBody}>{item.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <section className={styles.offer} aria-labelledby={offerId}>
        <H id={offerId} className={styles.offerTitle}>
          {t`Annual membership`}
        </H>
        <p className={styles.price}>
          <span className={styles.amount}>{fee}</span>
          <span className={styles.per}>{t`/ year`}</span>
        </p>
        <ul className={styles.facts}>
          <li>{t`Valid for one year (${days} days) from the day you pay.`}</li>
          <li>{t`Authorised to one of your own cameras; deauthorise it first to move it to another camera.`}</li>
          <li>{t`Renew before it expires to keep your scenes unarchived.`}</li>
        </ul>
        {onAction ? (
          <Button fullWidth size="large" isPending={isPending} onPress={onAction}>
            {action === 'renew' ? t`Renew membership` : t`Buy membership`}
          </Button>
        ) : null}
      </section>
    </div>
  );
}

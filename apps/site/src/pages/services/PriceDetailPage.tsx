import { useLingui } from '@lingui/react/macro';
import { BASE_CAPACITY_GB, LITE_CAPACITY_GB, defaultBrand } from '@kankan/domain';
import { FeatureGrid, Inline, Link, PageHero, PageSection, PricingTable, type FeatureItem } from '@kankan/ui';
import { StepNumber } from '../marketing/blocks.tsx';
import { MY_CAMERAS_PATH, useGoToAccount, usePageRegion } from './shared.ts';

/** /pricedetail: cloud capacity pricing (spec 9), how buying works and the rules worth knowing first. */
export default function PriceDetailPage() {
  const { t } = useLingui();
  const region = usePageRegion();
  const goToAccount = useGoToAccount();
  const steps: FeatureItem[] = [
    {
      id: 'bind',
      icon: <StepNumber index={0} />,
      title: t`Bind your camera`,
      text: t`Capacity belongs to a camera. Bind the camera to your account under My cameras with its serial number.`,
    },
    {
      id: 'choose',
      icon: <StepNumber index={1} />,
      title: t`Choose a plan and a term`,
      text: t`On the camera, choose Expand, pick a plan and pay for 1, 3 or 6 months or a whole year.`,
    },
    {
      id: 'use',
      icon: <StepNumber index={2} />,
      title: t`Use it at once`,
      text: t`The new capacity applies as soon as the payment goes through. Archived scenes come back once the capacity covers all of the scene data.`,
    },
  ];
  const rules: FeatureItem[] = [
    {
      id: 'base',
      title: t`Free to start`,
      text: t`Every Pro and Minion comes with ${BASE_CAPACITY_GB}G and every Lite with ${LITE_CAPACITY_GB}G at no cost.`,
    },
    {
      id: 'upgrade',
      title: t`Upgrade any time`,
      text: t`Move to a larger plan whenever you need. The time left on your current plan is turned into extra days on the new one.`,
    },
    {
      id: 'renew',
      title: t`Renew early, lose nothing`,
      text: t`Renewing before the plan ends adds the days still left to the new expiry date.`,
    },
    {
      id: 'downgrade',
      title: t`No downgrades`,
      text: t`A plan can be renewed or upgraded but not reduced, and two plans cannot be combined on one camera.`,
    },
  ];
  return (
    <main>
      <PageHero
        background="light"
        align="center"
        eyebrow={t`Cloud capacity`}
        title={t`Cloud capacity pricing`}
        lead={t`Keep every scene online. Start with the free capacity of your camera and add more by the month or the year; a year costs the same as ten months.`}
      />
      <PageSection id="plans" title={t`Choose your capacity`} align="center">
        <PricingTable
          region={region}
          onChoosePlan={(planId) => goToAccount(`${MY_CAMERAS_PATH}?plan=${planId}`)}
          onContactSupport={() => window.location.assign(`mailto:${defaultBrand.salesEmail}`)}
        />
      </PageSection>
      <PageSection id="how" background="subtle" title={t`How buying capacity works`}>
        <FeatureGrid items={steps} columns={3} />
      </PageSection>
      <PageSection id="rules" title={t`Good to know`}>
        <FeatureGrid items={rules} columns={4} />
        <Inline space="large">
          <Link href="/capacity" variant="standalone">
            {t`Capacity questions answered`}
          </Link>
          <Link href="/mall/member" variant="standalone">
            {t`Unlimited capacity with membership`}
          </Link>
        </Inline>
      </PageSection>
    </main>
  );
}

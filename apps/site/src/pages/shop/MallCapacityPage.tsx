import { useLingui } from '@lingui/react/macro';
import { BASE_CAPACITY_GB, CAPACITY_UNIT_VALUE_RMB, defaultBrand } from '@kankan/domain';
import { formatRmb } from '@kankan/i18n';
import {
  Button,
  FeatureGrid,
  Link,
  PageHero,
  PageSection,
  PointCloudIllustration,
  PricingTable,
  type FeatureItem,
} from '@kankan/ui';
import { MY_CAMERAS_PATH, useGoToAccount, usePageRegion } from '../services/shared.ts';

/**
 * /mall/cloudCapacity: the shop's view of capacity. Plans are bought per camera, so the buy entries go to the
 * account's cameras (through the login page when needed), where each camera has its Expand action.
 */
export default function MallCapacityPage() {
  const { t } = useLingui();
  const region = usePageRegion();
  const goToAccount = useGoToAccount();
  const buy = () => goToAccount(MY_CAMERAS_PATH);
  const perGbMonth = formatRmb(CAPACITY_UNIT_VALUE_RMB.perGbPerMonth);
  const reasons: FeatureItem[] = [
    {
      id: 'online',
      title: t`Every scene stays online`,
      text: t`Listings, exhibitions and shops stay open to visitors instead of being archived when the free ${BASE_CAPACITY_GB}G runs out.`,
    },
    {
      id: 'value',
      title: t`Pay for what you keep`,
      text: t`Capacity works out at about ${perGbMonth} per GB a month in China. Pick the size that fits this camera's work.`,
    },
    {
      id: 'flexible',
      title: t`Grow without starting over`,
      text: t`Upgrade whenever the camera needs more room; the time left on the old plan moves over as extra days.`,
    },
  ];
  return (
    <main>
      <PageHero
        eyebrow={t`Shop`}
        title={t`Cloud capacity for your cameras`}
        lead={t`Capacity is added to one camera at a time. Choose the camera in your account, then the plan and the term.`}
        actions={
          <Button size="large" onPress={buy}>
            {t`Buy for my cameras`}
          </Button>
        }
        art={<PointCloudIllustration />}
      />
      <PageSection id="plans" title={t`Plans and prices`}>
        <PricingTable
          region={region}
          onChoosePlan={(planId) => goToAccount(`${MY_CAMERAS_PATH}?plan=${planId}`)}
          onContactSupport={() => window.location.assign(`mailto:${defaultBrand.salesEmail}`)}
        />
      </PageSection>
      <PageSection id="why" background="subtle" title={t`Why add capacity`}>
        <FeatureGrid items={reasons} columns={3} />
        <Link href="/capacity" variant="standalone">
          {t`How capacity, archiving and renewal work`}
        </Link>
      </PageSection>
    </main>
  );
}

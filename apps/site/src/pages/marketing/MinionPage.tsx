import { useLingui } from '@lingui/react/macro';
import { BASE_CAPACITY_GB, PRESALE_DEPOSIT_RMB, UPLOAD_SPEED_MB_S, defaultBrand, hotlineHref } from '@kankan/domain';
import { formatRmb } from '@kankan/i18n';
import {
  FeatureGrid,
  Inline,
  LinkButton,
  MinionCameraIllustration,
  PageHero,
  PageSection,
  SpecFigures,
} from '@kankan/ui';
import { Paragraph } from './blocks.tsx';
import { useProducts } from './catalogue.ts';

/** The Minion camera page (`/kankanMinion`). */
export default function MinionPage() {
  const { t } = useLingui();
  const product = useProducts().minion;
  const deposit = formatRmb(PRESALE_DEPOSIT_RMB);
  const speed = UPLOAD_SPEED_MB_S.mini;
  return (
    <main>
      <PageHero
        eyebrow={product.name}
        title={t`Small camera, quick capture`}
        lead={t`Two front lenses, a friendly size and the fastest uploads in our range, for teams who capture many small spaces every day.`}
        actions={
          <>
            <LinkButton href={product.shopPage} size="large">
              {t`Pre-order`}
            </LinkButton>
            <LinkButton href={hotlineHref(defaultBrand)} size="large" variant="outline">
              {t`Call ${defaultBrand.hotline}`}
            </LinkButton>
          </>
        }
        art={<MinionCameraIllustration />}
      />
      <PageSection title={t`Built for volume`}>
        <SpecFigures
          items={[
            { id: 'upload', value: speed, unit: t`MB/s`, label: t`upload speed, the fastest in our range` },
            { id: 'cloud', value: BASE_CAPACITY_GB, unit: t`GB`, label: t`free cloud capacity` },
            { id: 'deposit', value: deposit, label: t`pre-sale deposit` },
          ]}
        />
      </PageSection>
      <PageSection background="subtle" title={t`Where the Minion shines`}>
        <FeatureGrid
          columns={3}
          items={[
            {
              id: 'rental',
              title: t`Rentals and new listings`,
              text: t`Capture a flat between viewings and have it online the same afternoon.`,
            },
            {
              id: 'chains',
              title: t`Shop and restaurant chains`,
              text: t`Give every branch its own camera and keep all spaces in one account with folders per region.`,
            },
            {
              id: 'inspection',
              title: t`Inspections and handovers`,
              text: t`Record the state of a room at move-in and move-out, with the date on every scene.`,
            },
          ]}
        />
      </PageSection>
      <PageSection background="dark" width="narrow" title={t`How the pre-sale works`}>
        <Paragraph>
          {t`Reserve a Minion with a deposit of ${deposit}. We contact you when your camera is ready to ship, and the deposit counts towards the price. The Minion uses the same app and cloud as our other cameras, with ${BASE_CAPACITY_GB} GB of cloud capacity free.`}
        </Paragraph>
        <Inline space="medium">
          <LinkButton href={product.shopPage}>{t`Pre-order`}</LinkButton>
          <LinkButton href="/coreProducts" variant="outline">
            {t`Compare cameras`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

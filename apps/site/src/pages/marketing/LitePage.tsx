import { useLingui } from '@lingui/react/macro';
import { CAMERA_SPECS, LITE_CAPACITY_GB, SHIPPING_PROMISE } from '@kankan/domain';
import {
  FeatureGrid,
  Inline,
  LinkButton,
  LiteCameraIllustration,
  PageHero,
  PageSection,
  SpecFigures,
  SpecTable,
} from '@kankan/ui';
import { PriceTag } from './blocks.tsx';
import { useProducts } from './catalogue.ts';

const lite = CAMERA_SPECS.lite;

/** The Lite product page (`/purchasetow`, also `/lite`). */
export default function LitePage() {
  const { t } = useLingui();
  const product = useProducts().lite;
  const days = SHIPPING_PROMISE.elsewhereDays;
  return (
    <main>
      <PageHero
        eyebrow={product.name}
        title={t`3D capture that fits in your pocket`}
        lead={t`Two fisheye lenses and a ${lite.batteryMah} mAh battery in a ${lite.weightG} g body: the quick way to put homes and small shops online.`}
        actions={
          <Inline space="xlarge" alignY="center">
            {product.price && <PriceTag price={product.price} />}
            <LinkButton href={product.shopPage} size="large">
              {t`Buy now`}
            </LinkButton>
            <LinkButton href="/coreProducts" size="large" variant="outline">
              {t`Compare cameras`}
            </LinkButton>
          </Inline>
        }
        art={<LiteCameraIllustration />}
      />
      <PageSection title={t`Small in the hand, complete in the box`}>
        <SpecFigures
          items={[
            { id: 'lenses', value: lite.lenses, label: t`fisheye lenses, one on each side` },
            { id: 'weight', value: lite.weightG, unit: t`g`, label: t`lighter than most phones` },
            { id: 'battery', value: lite.batteryMah, unit: t`mAh`, label: t`battery capacity` },
            { id: 'cloud', value: LITE_CAPACITY_GB, unit: t`GB`, label: t`cloud plan in the box` },
          ]}
        />
      </PageSection>
      <PageSection
        background="subtle"
        title={t`Why teams start with the Lite`}
        lead={t`Everything you need to capture your first spaces the day it arrives.`}
      >
        <FeatureGrid
          columns={3}
          items={[
            {
              id: 'quick',
              title: t`Quick on site`,
              text: t`Hold it up or set it on the tripod, tap Shoot in the app and walk on. Flats and small shops are done in minutes.`,
            },
            {
              id: 'box',
              title: t`Everything in the box`,
              text: t`The camera comes with a tripod and a ${LITE_CAPACITY_GB} GB cloud plan, so there is nothing else to buy to begin.`,
            },
            {
              id: 'same',
              title: t`The same cloud as the Pro`,
              text: t`Lite scenes use the same app, editor and sharing links as the Pro, so your team can grow into the Pro later.`,
            },
          ]}
        />
      </PageSection>
      <PageSection id="specs" title={t`Specifications`} width="narrow">
        <SpecTable
          rows={[
            { id: 'lenses', label: t`Lenses`, value: t`${lite.lenses} fisheye lenses` },
            { id: 'weight', label: t`Weight`, value: t`${lite.weightG} g` },
            { id: 'battery', label: t`Battery`, value: t`${lite.batteryMah} mAh` },
            { id: 'box', label: t`In the box`, value: t`Camera, tripod, ${LITE_CAPACITY_GB} GB cloud plan` },
            { id: 'price', label: t`Price`, value: product.price ? t`About ${product.price}` : '' },
            {
              id: 'shipping',
              label: t`Delivery`,
              value: t`Ships within ${days} days of payment, free express delivery`,
            },
          ]}
        />
      </PageSection>
      <PageSection
        background="dark"
        align="center"
        title={t`Need more range?`}
        lead={t`For large venues and whole buildings, the eight-lens Pro captures more in every point.`}
      >
        <Inline space="medium" justify="center">
          <LinkButton href={product.shopPage} size="large">
            {t`Buy the Lite`}
          </LinkButton>
          <LinkButton href="/purchase" size="large" variant="outline">
            {t`Explore the Pro`}
          </LinkButton>
        </Inline>
      </PageSection>
    </main>
  );
}

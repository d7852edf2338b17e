import { useLingui } from '@lingui/react/macro';
import { SHIPPING_PROMISE } from '@kankan/domain';
import { FeatureGrid, Inline, LinkButton, PageHero, PageSection, SpecTable, TripodIllustration } from '@kankan/ui';
import { PriceTag } from './blocks.tsx';
import { useProducts } from './catalogue.ts';

/** The tripod set page (`/purchasezhijia`, also `/zhijia`). */
export default function TripodPage() {
  const { t } = useLingui();
  const product = useProducts().zhijia;
  const days = SHIPPING_PROMISE.elsewhereDays;
  return (
    <main>
      <PageHero
        eyebrow={product.name}
        title={t`A steady base for every point`}
        lead={t`Made for the Pro: a centre column to set the lens height, three locking legs and a quick-release plate that keeps the camera level from room to room.`}
        actions={
          <Inline space="xlarge" alignY="center">
            {product.price && <PriceTag price={product.price} />}
            <LinkButton href={product.shopPage} size="large">
              {t`Buy now`}
            </LinkButton>
            <LinkButton href="/purchase" size="large" variant="outline">
              {t`Explore the Pro`}
            </LinkButton>
          </Inline>
        }
        art={<TripodIllustration />}
      />
      <PageSection title={t`Why a tripod matters for 3D`}>
        <FeatureGrid
          columns={3}
          items={[
            {
              id: 'level',
              title: t`Level every time`,
              text: t`A level camera at the same height in every room gives cleaner stitching and a floor plan that lines up.`,
            },
            {
              id: 'quick',
              title: t`Quick between points`,
              text: t`Carry it by the column from point to point; the quick-release plate takes the camera off in a second.`,
            },
            {
              id: 'hidden',
              title: t`Out of the picture`,
              text: t`The slim legs sit below the bottom lens, so the stand barely shows in your panoramas.`,
            },
          ]}
        />
      </PageSection>
      <PageSection background="subtle" id="specs" title={t`In the set`} width="narrow">
        <SpecTable
          rows={[
            { id: 'works', label: t`Works with`, value: t`Pro eight-lens camera` },
            {
              id: 'parts',
              label: t`Parts`,
              value: t`Three-leg stand with locks, centre column, quick-release plate, carrying bag`,
            },
            { id: 'price', label: t`Price`, value: product.price ? t`About ${product.price}` : '' },
            {
              id: 'shipping',
              label: t`Delivery`,
              value: t`Ships within ${days} days of payment, free express delivery`,
            },
          ]}
        />
      </PageSection>
    </main>
  );
}

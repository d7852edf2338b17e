import { useLingui } from '@lingui/react/macro';
import {
  BASE_CAPACITY_GB,
  CAMERA_SPECS,
  LITE_CAPACITY_GB,
  PRESALE_DEPOSIT_RMB,
  SHIPPING_PROMISE,
  defaultBrand,
  hotlineHref,
} from '@kankan/domain';
import { formatRmb } from '@kankan/i18n';
import { Button, Inline, Link, LinkButton, PageHero, PageSection, SpecTable, type SpecRow } from '@kankan/ui';
import { Paragraph, PriceTag } from '../marketing/blocks.tsx';
import { useProducts, type ProductId } from '../marketing/catalogue.ts';
import { ProductLineup } from '../marketing/ProductLineup.tsx';
import { useBuy } from './useBuy.ts';

/** What comes with each product when bought in the shop (cart item kinds of spec 3). */
function useIncluded(): Record<ProductId, string> {
  const { t } = useLingui();
  return {
    pro: t`Includes the Pro camera and a ${BASE_CAPACITY_GB} GB cloud plan.`,
    lite: t`Includes the Lite camera, a tripod and a ${LITE_CAPACITY_GB} GB cloud plan.`,
    minion: t`Includes the Minion camera and ${BASE_CAPACITY_GB} GB of free cloud capacity.`,
    zhijia: t`Includes the three-leg stand, centre column, quick-release plate and carrying bag.`,
  };
}

/** The specification rows of a product, from the domain constants. */
export function useSpecRows(id: ProductId): SpecRow[] {
  const { t } = useLingui();
  const product = useProducts()[id];
  const pro = CAMERA_SPECS.pro;
  const lite = CAMERA_SPECS.lite;
  const { width, height } = pro.resolution;
  const price: SpecRow[] = product.price ? [{ id: 'price', label: t`Price`, value: t`About ${product.price}` }] : [];
  switch (id) {
    case 'pro':
      return [
        { id: 'lenses', label: t`Lenses`, value: t`${pro.lenses}: six around the horizon, one up, one down` },
        { id: 'resolution', label: t`Panorama resolution`, value: t`${width}×${height}` },
        { id: 'storage', label: t`On-board storage`, value: t`${pro.storageGb} GB` },
        { id: 'weight', label: t`Weight`, value: t`${pro.weightG} g` },
        ...price,
      ];
    case 'lite':
      return [
        { id: 'lenses', label: t`Lenses`, value: t`${lite.lenses} fisheye lenses` },
        { id: 'weight', label: t`Weight`, value: t`${lite.weightG} g` },
        { id: 'battery', label: t`Battery`, value: t`${lite.batteryMah} mAh` },
        ...price,
      ];
    case 'minion':
      return [
        { id: 'cloud', label: t`Cloud capacity`, value: t`${BASE_CAPACITY_GB} GB free` },
        { id: 'deposit', label: t`Pre-sale deposit`, value: formatRmb(PRESALE_DEPOSIT_RMB) },
      ];
    case 'zhijia':
      return [
        { id: 'works', label: t`Works with`, value: t`Pro eight-lens camera` },
        {
          id: 'parts',
          label: t`Parts`,
          value: t`Three-leg stand with locks, centre column, quick-release plate, carrying bag`,
        },
        ...price,
      ];
  }
}

export interface ShopProductProps {
  id: ProductId;
  /** Show the specification table under the hero (the `/mall/introtow/:id` pages). */
  withSpecs?: boolean;
}

/**
 * A product in the shop: dark hero with the drawing, price, Add to cart and Buy now (or pre-order by phone for the
 * Minion), what is included and the delivery promise of the shop page; then other products of the shop.
 */
export function ShopProduct({ id, withSpecs = false }: ShopProductProps) {
  const { t } = useLingui();
  const products = useProducts();
  const product = products[id];
  const included = useIncluded()[id];
  const { buy, pendingKind } = useBuy();
  const days = SHIPPING_PROMISE.shopPageWorkingDays;
  const deposit = formatRmb(PRESALE_DEPOSIT_RMB);
  const kind = product.cartKind;
  const others = (['pro', 'lite', 'minion', 'zhijia'] as const).filter((other) => other !== id);
  return (
    <main>
      <PageHero
        eyebrow={t`Online shop`}
        title={product.name}
        lead={product.tagline}
        actions={
          kind === null ? (
            <Inline space="xlarge" alignY="center">
              <PriceTag price={deposit} note={t`Pre-sale deposit, counted towards the price`} />
              <LinkButton href={hotlineHref(defaultBrand)} size="large">
                {t`Pre-order by phone: ${defaultBrand.hotline}`}
              </LinkButton>
            </Inline>
          ) : (
            <Inline space="xlarge" alignY="center">
              {product.price && <PriceTag price={product.price} note={included} />}
              <Button size="large" isPending={pendingKind === kind} onPress={() => buy(kind)}>
                {t`Add to cart`}
              </Button>
              <Button size="large" variant="outline" onPress={() => buy(kind, { thenCheckout: true })}>
                {t`Buy now`}
              </Button>
            </Inline>
          )
        }
        art={<product.Art />}
      />
      <PageSection
        background="subtle"
        width="narrow"
        title={t`Delivery and service`}
        lead={
          kind === null
            ? t`We call you to confirm your pre-order and again when your camera is ready to ship.`
            : t`Orders ship within ${days} working days of payment. Invoices can be requested from your orders after delivery.`
        }
      >
        <Paragraph>{included}</Paragraph>
        <Inline space="large">
          <Link href={`/mall/introduce/${id}`} variant="standalone">
            {t`Product introduction`}
          </Link>
          <Link href={`/mall/introtow/${id}`} variant="standalone">
            {t`Specifications`}
          </Link>
          <Link href={product.page} variant="standalone">
            {t`Learn about ${product.name}`}
          </Link>
        </Inline>
      </PageSection>
      {withSpecs && (
        <PageSection title={t`Specifications`} width="narrow">
          <SpecRows id={id} />
        </PageSection>
      )}
      <PageSection title={t`Also in the shop`}>
        <ProductLineup ids={others} target="shop" />
        <Inline space="large">
          <Link href="/mall/cloudCapacity" variant="standalone">
            {t`Buy cloud capacity`}
          </Link>
          <Link href="/mall/member" variant="standalone">
            {t`Member benefits`}
          </Link>
        </Inline>
      </PageSection>
    </main>
  );
}

function SpecRows({ id }: { id: ProductId }) {
  return <SpecTable rows={useSpecRows(id)} />;
}

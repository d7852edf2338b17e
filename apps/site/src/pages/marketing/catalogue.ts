import { useLingui } from '@lingui/react/macro';
import { CART_ITEM_KIND, type CartItemKind } from '@kankan/domain';
import {
  LiteCameraIllustration,
  MinionCameraIllustration,
  ProCameraIllustration,
  TripodIllustration,
  type IllustrationProps,
} from '@kankan/ui';
import type { ComponentType } from 'react';
import { usePrice } from './money.ts';

/** The products of spec 1, also the ids of `/mall/introduce/:id` and `/mall/introtow/:id`. */
export const productIds = ['pro', 'lite', 'minion', 'zhijia'] as const;
export type ProductId = (typeof productIds)[number];

export function isProductId(value: string | undefined): value is ProductId {
  return (productIds as readonly string[]).includes(value ?? '');
}

export interface Product {
  id: ProductId;
  name: string;
  /** One line on what it is for. */
  tagline: string;
  /** "About ¥12,800" in the visitor's currency; none while the price is not announced (Minion). */
  price: string | null;
  /** The cart item kind of spec 3; none for the Minion (pre-sale through sales). */
  cartKind: CartItemKind | null;
  /** The product page and the shop page. */
  page: string;
  shopPage: string;
  Art: ComponentType<IllustrationProps>;
}

/** The catalogue in the visitor's language and currency. */
export function useProducts(): Record<ProductId, Product> {
  const { t } = useLingui();
  const price = usePrice();
  return {
    pro: {
      id: 'pro',
      name: t`Pro eight-lens camera`,
      tagline: t`Our flagship for professionals: eight lenses, one shot per point, measurable 3D spaces of any size.`,
      price: price(CART_ITEM_KIND.pro),
      cartKind: CART_ITEM_KIND.pro,
      page: '/purchase',
      shopPage: '/mall/kankanPro',
      Art: ProCameraIllustration,
    },
    lite: {
      id: 'lite',
      name: t`Lite two-lens camera`,
      tagline: t`The pocket-sized way to start: two lenses, quick shooting of homes and shops, a tripod in the box.`,
      price: price(CART_ITEM_KIND.lite),
      cartKind: CART_ITEM_KIND.lite,
      page: '/purchasetow',
      shopPage: '/mall/introduce/lite',
      Art: LiteCameraIllustration,
    },
    minion: {
      id: 'minion',
      name: t`Minion camera`,
      tagline: t`A compact camera with two front lenses for fast, everyday capture and the quickest uploads.`,
      price: null,
      cartKind: null,
      page: '/kankanMinion',
      shopPage: '/mall/kankanMinion',
      Art: MinionCameraIllustration,
    },
    zhijia: {
      id: 'zhijia',
      name: t`Tripod set`,
      tagline: t`The steady stand for the Pro: a centre column, three locking legs and a quick-release plate.`,
      price: price(CART_ITEM_KIND.proTripodSet),
      cartKind: CART_ITEM_KIND.proTripodSet,
      page: '/purchasezhijia',
      shopPage: '/mall/zhijia',
      Art: TripodIllustration,
    },
  };
}

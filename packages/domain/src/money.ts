import { MEMBERSHIP, PRODUCT_PRICES, type Currency } from './constants/business.ts';
import { STORAGE_PLANS, type PlanTermMonths, type StoragePlanId } from './constants/capacity.ts';
import { CART_ITEM_KIND, type CartItemKind, type CountryId, type PayType } from './constants/ids.ts';
import { POINTS } from './constants/points.ts';
import type { SupportedLocale } from './locale.ts';
import { currencyFor, paymentRegion, payTypesFor, type PaymentRegion } from './pay.ts';

/** What is being paid for: everything the site sells. */
export type Priced =
  | { kind: 'points'; points: number }
  | { kind: 'storage'; plan: StoragePlanId; term: PlanTermMonths }
  | { kind: 'membership'; count: number }
  | { kind: 'download' }
  | { kind: 'goods'; lines: readonly { goods: CartItemKind; count: number }[] };

/**
 * Who pays: the camera's region when the purchase belongs to a camera (null or absent otherwise) and the site's
 * language. A screen that has already settled the region (an order's currency, a page with no camera) passes it.
 */
export type MoneyContext =
  { country?: CountryId | null | undefined; locale: SupportedLocale } | { region: PaymentRegion };

/** The one answer to "what does this cost and how is it paid": shown on every screen, charged by the server. */
export interface Charge {
  region: PaymentRegion;
  currency: Currency;
  /** The methods that may pay it: the two domestic wallets, or the international provider. */
  payTypes: readonly PayType[];
  /** In whole units of `currency` (yuan or US dollars). */
  amount: number;
}

const GOODS_PRICES: Record<CartItemKind, Readonly<Record<Currency, number>>> = {
  [CART_ITEM_KIND.lite]: PRODUCT_PRICES.lite,
  [CART_ITEM_KIND.pro]: PRODUCT_PRICES.pro,
  [CART_ITEM_KIND.proTripodSet]: PRODUCT_PRICES.tripodSet,
};

function amountOf(product: Priced, currency: Currency): number {
  switch (product.kind) {
    case 'points':
      // Points and yuan are equal (spec 3); dollars at the designed rate, to whole dollars as the provider charges.
      return currency === 'CNY' ? product.points : Math.round(product.points * POINTS.usdPerPoint);
    case 'storage': {
      const plan = STORAGE_PLANS.find((p) => p.id === product.plan);
      if (!plan) throw new RangeError(`unknown storage plan ${product.plan}`);
      // 12 months is the yearly price (10 times monthly); 1, 3 and 6 months are the monthly price times the months.
      return product.term === 12 ? plan.yearly[currency] : plan.monthly[currency] * product.term;
    }
    case 'membership':
      return (currency === 'CNY' ? MEMBERSHIP.yearlyFeeRmb : MEMBERSHIP.yearlyFeeUsd) * product.count;
    case 'download':
      return currency === 'CNY' ? MEMBERSHIP.paidDownloadRmb : MEMBERSHIP.paidDownloadUsd;
    case 'goods':
      return product.lines.reduce((sum, line) => {
        const prices = GOODS_PRICES[line.goods];
        if (!prices) throw new RangeError(`unknown goods ${String(line.goods)}`);
        return sum + prices[currency] * line.count;
      }, 0);
  }
}

/**
 * The money rule (spec 6, 9): abroad cameras and English mode pay in USD through the international provider, the
 * rest in yuan with the domestic wallets. Every price shown and every order the server makes comes from here.
 */
export function charge(product: Priced, context: MoneyContext): Charge {
  const region =
    'region' in context ? context.region : paymentRegion({ country: context.country, locale: context.locale });
  const currency = currencyFor(region);
  return { region, currency, payTypes: payTypesFor(region), amount: amountOf(product, currency) };
}

/** The amount in both currencies, for records that keep both (an order's amountRmb and amountUsd). */
export function amountsOf(product: Priced): Readonly<Record<Currency, number>> {
  return {
    CNY: charge(product, { region: 'domestic' }).amount,
    USD: charge(product, { region: 'international' }).amount,
  };
}

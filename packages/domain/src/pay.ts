import type { Currency } from './constants/business.ts';
import {
  COUNTRY,
  PAY_ORDER_TYPE,
  PAY_TYPE,
  type CountryId,
  type OrderType,
  type PayOrderType,
  type PayType,
} from './constants/ids.ts';
import type { SupportedLocale } from './locale.ts';

export type PaymentRegion = 'domestic' | 'international';

/** USD and the international provider apply to abroad cameras or English mode; the domestic wallets otherwise. */
export function paymentRegion({
  country,
  locale,
}: {
  country: CountryId | null | undefined;
  locale: SupportedLocale;
}): PaymentRegion {
  return country === COUNTRY.abroad || locale === 'en' ? 'international' : 'domestic';
}

export function currencyFor(region: PaymentRegion): Currency {
  return region === 'international' ? 'USD' : 'CNY';
}

export function payTypesFor(region: PaymentRegion): PayType[] {
  return region === 'international' ? [PAY_TYPE.international] : [PAY_TYPE.domesticWallet1, PAY_TYPE.domesticWallet2];
}

/** The payment dialog polls domestic-wallet orders; the international provider is not polled (redirect instead). */
export function shouldPollOrder(payType: PayType): boolean {
  return payType !== PAY_TYPE.international;
}

/** Seconds the payment pop-up counts down before it hands an international payment to the provider (spec: open). */
export const PROVIDER_REDIRECT_SECONDS = 5;

/** Seconds the payment result screen counts down before it moves on (the spec leaves the length open). */
export const PAYMENT_RESULT_COUNTDOWN_SECONDS = 5;

/** The tab of my orders that lists an order of this pay type: goods camera, membership, points and plans other. */
export function orderTabOfPayOrderType(type: PayOrderType): OrderType {
  if (type === PAY_ORDER_TYPE.goods) return 'camera';
  if (type === PAY_ORDER_TYPE.membership) return 'membership';
  if (type === PAY_ORDER_TYPE.download) return 'download';
  return 'other';
}

export type PaymentResultDestination = 'cameras' | 'orders' | 'downloads';

/**
 * Where the payment result screen goes (spec 2.5): points and storage plans belong to a camera, so "my cameras";
 * shop goods and memberships to "my orders"; a paid scene download to the download area, where its file waits.
 */
export function paymentResultDestination(type: PayOrderType): PaymentResultDestination {
  if (type === PAY_ORDER_TYPE.download) return 'downloads';
  return type === PAY_ORDER_TYPE.points || type === PAY_ORDER_TYPE.storage ? 'cameras' : 'orders';
}

import { useLingui } from '@lingui/react';
import type { Currency } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';

/** The currency a visitor sees: RMB in Chinese, US dollars in English (spec 6, 9). */
export function useCurrency(): Currency {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? 'USD' : 'CNY';
}

/** Formats a price of the domain constants (`{ CNY, USD }`) in the visitor's currency. */
export function usePrice(): (prices: Readonly<Record<Currency, number>>) => string {
  const currency = useCurrency();
  return (prices) => formatMoney(prices[currency], currency);
}

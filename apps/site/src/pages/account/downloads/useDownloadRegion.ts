import { useLingui } from '@lingui/react/macro';
import { COUNTRY, isSupportedLocale, paymentRegion } from '@kankan/domain';

/** The payment region of a download: the international provider in English mode, the domestic wallets otherwise. */
export function useDownloadRegion() {
  const { i18n } = useLingui();
  return paymentRegion({ country: COUNTRY.domestic, locale: isSupportedLocale(i18n.locale) ? i18n.locale : 'zh' });
}

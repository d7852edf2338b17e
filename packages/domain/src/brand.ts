import type { SupportedLocale } from './locale.ts';

/**
 * The brand a deployment shows: names per language (also the page title), footer contact lines and the external
 * marketplace the English cart icon opens. Replace `defaultBrand` per deployment; nothing else hard-codes these.
 */
export interface BrandConfig {
  readonly name: Readonly<Record<SupportedLocale, string>>;
  /** Customer hotline (a 400-prefix number). */
  readonly hotline: string;
  readonly salesEmail: string;
  readonly mediaEmail: string;
  readonly supportEmail: string;
  /** Opened by the cart icon in English instead of /mall/cart. */
  readonly marketplaceUrl: string;
}

export const defaultBrand: BrandConfig = {
  name: { zh: '看看空间', en: 'KanKan Space' },
  hotline: '400-000-0000',
  salesEmail: 'sales@kankan-space.example',
  mediaEmail: 'media@kankan-space.example',
  supportEmail: 'support@kankan-space.example',
  marketplaceUrl: 'https://www.amazon.com/s?k=KanKan+Space+camera',
};

export function brandName(locale: SupportedLocale, brand: BrandConfig = defaultBrand): string {
  return brand.name[locale];
}

/** `tel:` link target of the hotline: digits only. */
export function hotlineHref(brand: BrandConfig = defaultBrand): string {
  return `tel:${brand.hotline.replace(/\D/g, '')}`;
}

/** Where the header cart icon goes: the shop cart in Chinese, the external marketplace in English. */
export function cartTarget(
  locale: SupportedLocale,
  brand: BrandConfig = defaultBrand,
): { kind: 'internal'; path: '/mall/cart' } | { kind: 'external'; url: string } {
  return locale === 'zh' ? { kind: 'internal', path: '/mall/cart' } : { kind: 'external', url: brand.marketplaceUrl };
}

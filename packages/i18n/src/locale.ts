export const locales = ['zh', 'en'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

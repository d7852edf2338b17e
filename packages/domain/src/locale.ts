/** The site's languages. `packages/i18n` re-exports this rule. */
export const SUPPORTED_LOCALES = ['zh', 'en'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export function isSupportedLocale(value: unknown): value is SupportedLocale {
  return value === 'zh' || value === 'en';
}

/**
 * The spec's language rule: a saved choice wins; otherwise the browser language decides, where anything starting
 * with "zh" (any case) is Chinese and everything else, including no language, is English.
 */
export function detectLocale({
  saved,
  browser,
}: {
  saved: string | null | undefined;
  browser: string | null | undefined;
}): SupportedLocale {
  if (isSupportedLocale(saved)) return saved;
  return (browser ?? '').trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

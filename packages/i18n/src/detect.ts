import { isLocale, type Locale } from './locale.ts';

/**
 * The spec's language rule: a saved choice wins; otherwise the browser language, where anything not starting
 * with "zh" is English.
 */
export function detectLocale({
  saved,
  browser,
}: {
  saved: string | null | undefined;
  browser: string | null | undefined;
}): Locale {
  if (isLocale(saved)) return saved;
  return (browser ?? '').toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

import { useLingui } from '@lingui/react';

/** Sample data in the story's language: stories show real Chinese and English content, not lorem ipsum. */
export function useSample<T>(byLocale: { zh: T; en: T }): T {
  const { i18n } = useLingui();
  return i18n.locale === 'en' ? byLocale.en : byLocale.zh;
}

/** Locale of the story being rendered, for play functions that check localized text. */
export function storyLocale(globals: Record<string, unknown>): 'zh' | 'en' {
  return globals['locale'] === 'en' ? 'en' : 'zh';
}

import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

/** Catalogues are compiled from the .po files by Lingui's Vite plugin and loaded only when needed. */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  zh: () => import('./locales/zh/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
}

export { i18n };

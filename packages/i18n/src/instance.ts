import { i18n, type I18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import type { Locale } from './locale.ts';

type Module = { messages: Messages };

/** The loader of each language's catalogue (`locales/<locale>/messages.po`, compiled by Lingui's Vite plugin). */
export type CatalogueModules = Record<Locale, () => Promise<Module>>;

const catalogues: CatalogueModules = {
  zh: () => import('./locales/zh/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

/**
 * `activateLocale` for an i18n instance: loads the language's catalogue (once; concurrent requests share the load)
 * and then activates the language, unless another was asked for meanwhile.
 */
export function catalogueLoader(target: I18n, modules: CatalogueModules) {
  const loads = new Map<Locale, Promise<void>>();
  /** The language being activated or active (set before its catalogue arrives). */
  let current: Locale | null = null;

  function load(locale: Locale): Promise<void> {
    let loading = loads.get(locale);
    if (!loading) {
      // Loading tells Lingui's provider, which renders every text again: as a transition, so React does it in slices.
      loading = modules[locale]().then(
        ({ messages }) => startTransition(() => target.load(locale, messages)),
        (error: unknown) => {
          loads.delete(locale); // a failed download can be tried again
          throw error;
        },
      );
      loads.set(locale, loading);
    }
    return loading;
  }

  async function activateLocale(locale: Locale): Promise<void> {
    current = locale;
    if (target.locale === locale) return;
    await load(locale);
    if (current === locale) target.activate(locale);
  }

  return { activateLocale };
}

export const { activateLocale } = catalogueLoader(i18n, catalogues);

// In development, a message the catalogue lacks (not extracted yet) is reported; the page would show its id.
if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  i18n.on('missing', ({ id, locale }) => {
    console.error(`Lingui: message ${id} is not in the ${locale} catalogue (run npm run i18n:extract)`);
  });
}

export { i18n };

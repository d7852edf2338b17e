import { i18n, type Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

/**
 * The areas of the site with a catalogue of their own (lingui.config.ts). Every page needs the core catalogue (the
 * shell, shared components, server and validation messages), which `activateLocale` loads; a page of an area loads
 * that area's catalogue with `loadCatalogue` before it shows.
 */
export type CatalogueArea = 'marketing' | 'company' | 'support' | 'services' | 'account';
export const catalogueAreas: readonly CatalogueArea[] = ['marketing', 'company', 'support', 'services', 'account'];

type Catalogue = 'core' | CatalogueArea;
type Module = { messages: Messages };

/**
 * Catalogues are compiled from the .po files by Lingui's Vite plugin and loaded only when needed. Interim: the single
 * catalogue still holds every message (the split per area follows), so the areas' catalogues are empty.
 */
const none = (): Promise<Module> => Promise.resolve({ messages: {} });
const catalogues: Record<Locale, Record<Catalogue, () => Promise<Module>>> = {
  zh: {
    core: () => import('./locales/zh/messages.po'),
    marketing: none,
    company: none,
    support: none,
    services: none,
    account: none,
  },
  en: {
    core: () => import('./locales/en/messages.po'),
    marketing: none,
    company: none,
    support: none,
    services: none,
    account: none,
  },
};

/** One load per catalogue and locale: concurrent and repeated requests share it. */
const loads = new Map<string, Promise<void>>();
/** Areas asked for so far; a change of language loads them again in the new language. */
const wanted = new Set<CatalogueArea>();
/** The language being activated or active (set before its catalogues arrive). */
let target: Locale | null = null;
/** Whether every area loads with the core catalogue (Storybook and tests). */
let everyArea = false;

function load(locale: Locale, catalogue: Catalogue): Promise<void> {
  const key = `${locale}/${catalogue}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = catalogues[locale][catalogue]().then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loads.delete(key); // a failed download can be tried again
        throw error;
      },
    );
    loads.set(key, loading);
  }
  return loading;
}

/** Activates a language once its core catalogue (and the catalogues of the areas already asked for) are loaded. */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  if (i18n.locale === locale) return;
  const areas = everyArea ? catalogueAreas : [...wanted];
  await Promise.all([load(locale, 'core'), ...areas.map((area) => load(locale, area))]);
  if (target === locale) i18n.activate(locale);
}

/**
 * Loads the active language's catalogue of an area (once; later calls resolve at once). Called before a page of the
 * area renders. Before any language is active it only records the area, which `activateLocale` then loads.
 */
export function loadCatalogue(area: CatalogueArea): Promise<void> {
  wanted.add(area);
  return target ? load(target, area) : Promise.resolve();
}

/**
 * Makes `activateLocale` load every catalogue of the language, not only the core one: for Storybook and tests,
 * which render pages of any area without the site's routes. Loads them now too if a language is active.
 */
export function loadEveryCatalogue(): Promise<void> {
  everyArea = true;
  return target
    ? Promise.all(catalogueAreas.map((area) => loadCatalogue(area))).then(() => undefined)
    : Promise.resolve();
}

export { i18n };

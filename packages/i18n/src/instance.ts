import { i18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locale.ts';

/**
 * The catalogues besides the core one (lingui.config.ts): the error messages, the form rules' messages, and one per
 * area of the site (a few pages of one kind). Every page needs the core catalogue (the shell, shared components),
 * which `activateLocale` loads; a route loads the catalogues it names with `loadCatalogue` before its page shows.
 */
export const catalogueAreas = [
  'errors',
  'validation',
  'home',
  'marketing',
  'mall',
  'about',
  'technology',
  'aiDesign',
  'solutionHouse',
  'solutionExhibition',
  'solutionShop',
  'solutionSubject',
  'solutionSecury',
  'cases',
  'news',
  'service',
  'videos',
  'pricing',
  'member',
  'agent',
  'dev',
  'login',
  'account',
  'shop',
  // The prerendered pages' titles and descriptions: only the build loads them.
  'meta',
] as const;
export type CatalogueArea = (typeof catalogueAreas)[number];

type Catalogue = 'core' | CatalogueArea;
type Module = { messages: Messages };

/** Catalogues are compiled from the .po files by Lingui's Vite plugin and loaded only when needed. */
const catalogues: CatalogueModules = {
  zh: {
    core: () => import('./locales/zh/core.po'),
    errors: () => import('./locales/zh/errors.po'),
    validation: () => import('./locales/zh/validation.po'),
    home: () => import('./locales/zh/home.po'),
    marketing: () => import('./locales/zh/marketing.po'),
    mall: () => import('./locales/zh/mall.po'),
    about: () => import('./locales/zh/about.po'),
    technology: () => import('./locales/zh/technology.po'),
    aiDesign: () => import('./locales/zh/aiDesign.po'),
    solutionHouse: () => import('./locales/zh/solutionHouse.po'),
    solutionExhibition: () => import('./locales/zh/solutionExhibition.po'),
    solutionShop: () => import('./locales/zh/solutionShop.po'),
    solutionSubject: () => import('./locales/zh/solutionSubject.po'),
    solutionSecury: () => import('./locales/zh/solutionSecury.po'),
    cases: () => import('./locales/zh/cases.po'),
    news: () => import('./locales/zh/news.po'),
    service: () => import('./locales/zh/service.po'),
    videos: () => import('./locales/zh/videos.po'),
    pricing: () => import('./locales/zh/pricing.po'),
    member: () => import('./locales/zh/member.po'),
    agent: () => import('./locales/zh/agent.po'),
    dev: () => import('./locales/zh/dev.po'),
    login: () => import('./locales/zh/login.po'),
    account: () => import('./locales/zh/account.po'),
    shop: () => import('./locales/zh/shop.po'),
    meta: () => import('./locales/zh/meta.po'),
  },
  en: {
    core: () => import('./locales/en/core.po'),
    errors: () => import('./locales/en/errors.po'),
    validation: () => import('./locales/en/validation.po'),
    home: () => import('./locales/en/home.po'),
    marketing: () => import('./locales/en/marketing.po'),
    mall: () => import('./locales/en/mall.po'),
    about: () => import('./locales/en/about.po'),
    technology: () => import('./locales/en/technology.po'),
    aiDesign: () => import('./locales/en/aiDesign.po'),
    solutionHouse: () => import('./locales/en/solutionHouse.po'),
    solutionExhibition: () => import('./locales/en/solutionExhibition.po'),
    solutionShop: () => import('./locales/en/solutionShop.po'),
    solutionSubject: () => import('./locales/en/solutionSubject.po'),
    solutionSecury: () => import('./locales/en/solutionSecury.po'),
    cases: () => import('./locales/en/cases.po'),
    news: () => import('./locales/en/news.po'),
    service: () => import('./locales/en/service.po'),
    videos: () => import('./locales/en/videos.po'),
    pricing: () => import('./locales/en/pricing.po'),
    member: () => import('./locales/en/member.po'),
    agent: () => import('./locales/en/agent.po'),
    dev: () => import('./locales/en/dev.po'),
    login: () => import('./locales/en/login.po'),
    account: () => import('./locales/en/account.po'),
    shop: () => import('./locales/en/shop.po'),
    meta: () => import('./locales/en/meta.po'),
  },
};

/** The catalogue loaders of each language: a compiled catalogue module per catalogue. */
export type CatalogueModules = Record<Locale, Record<Catalogue, () => Promise<Module>>>;

/**
 * The loading of catalogues into an i18n instance: `activateLocale`, `loadCatalogue` and `loadEveryCatalogue` (see
 * below). Each catalogue of a language loads once; concurrent and repeated requests share the load.
 */
export function catalogueLoader(target: I18n, modules: CatalogueModules) {
  const loads = new Map<string, Promise<void>>();
  /** Areas asked for so far; a change of language loads them again in the new language. */
  const wanted = new Set<CatalogueArea>();
  /** The language being activated or active (set before its catalogues arrive). */
  let current: Locale | null = null;
  /** Whether every area loads with the core catalogue (Storybook and tests). */
  let everyArea = false;

  function load(locale: Locale, catalogue: Catalogue): Promise<void> {
    const key = `${locale}/${catalogue}`;
    let loading = loads.get(key);
    if (!loading) {
      loading = modules[locale][catalogue]().then(
        ({ messages }) => target.load(locale, messages),
        (error: unknown) => {
          loads.delete(key); // a failed download can be tried again
          throw error;
        },
      );
      loads.set(key, loading);
    }
    return loading;
  }

  /** Activates a language once its core catalogue (and those of the areas asked for so far) are loaded. */
  async function activateLocale(locale: Locale): Promise<void> {
    current = locale;
    if (target.locale === locale) return;
    const areas = everyArea ? catalogueAreas : [...wanted];
    await Promise.all([load(locale, 'core'), ...areas.map((area) => load(locale, area))]);
    if (current === locale) target.activate(locale);
  }

  /**
   * Loads the active language's catalogue of an area (once; later calls share the first). A page of the area
   * awaits it before it renders. Before any language is active it only records the area, which `activateLocale`
   * then loads with the core catalogue.
   */
  function loadCatalogue(area: CatalogueArea): Promise<void> {
    wanted.add(area);
    return current ? load(current, area) : Promise.resolve();
  }

  /**
   * Makes `activateLocale` load every catalogue of the language, not only the core one: for Storybook and tests,
   * which render pages of any area outside the site's routes. Loads them at once if a language is active.
   */
  async function loadEveryCatalogue(): Promise<void> {
    everyArea = true;
    await Promise.all(catalogueAreas.map((area) => loadCatalogue(area)));
  }

  return { activateLocale, loadCatalogue, loadEveryCatalogue };
}

export const { activateLocale, loadCatalogue, loadEveryCatalogue } = catalogueLoader(i18n, catalogues);

// In development, a message the loaded catalogues lack (a page whose area catalogue is not loaded, or a file no
// catalogue in lingui.config.ts includes) is reported; the page would show the message's id in production.
if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  i18n.on('missing', ({ id, locale }) => {
    console.error(`Lingui: message ${id} is in none of the loaded ${locale} catalogues (see lingui.config.ts)`);
  });
}

export { i18n };

import { i18n, type I18n, type Messages } from '@lingui/core';
import { startTransition } from 'react';
import type { Locale } from './locale.ts';

type Module = { messages: Messages };

/**
 * The catalogues, one per entry of lingui.config.ts: `main` (the shell, which `activateLocale` loads), one per page
 * module a route loads (named after its file: `HomePage`, `SceneScreen`, …), `CustomerMessage`, `errors` (the server
 * and client messages, which the API client loads on a failure) and `pageMeta` (the prerendered pages' heads, for
 * the build only). Compiled from the .po files by Lingui's Vite plugin and loaded only when needed.
 */
const files = import.meta.glob<Module>('./locales/*/*.po');

/** The loaders of a language's catalogues, by catalogue name, from the files `locales/<locale>/<name>.po`. */
function modulesOf(locale: Locale): Record<string, () => Promise<Module>> {
  const prefix = `./locales/${locale}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith(prefix))
      .map(([file, load]) => [file.slice(prefix.length, -'.po'.length), load]),
  );
}

const catalogues: CatalogueModules = { zh: modulesOf('zh'), en: modulesOf('en') };

/** The name of the catalogue every page needs: the shell's. */
const SHELL = 'main';

/** The catalogue loaders of each language: a compiled catalogue module per catalogue. */
export type CatalogueModules = Record<Locale, Record<string, () => Promise<Module>>>;

/**
 * The loading of catalogues into an i18n instance: `activateLocale`, `loadCatalogue` and `loadEveryCatalogue` (see
 * below). Each catalogue of a language loads once; concurrent and repeated requests share the load.
 */
export function catalogueLoader(target: I18n, modules: CatalogueModules) {
  const loads = new Map<string, Promise<void>>();
  /** Catalogues asked for so far; a change of language loads them again in the new language. */
  const wanted = new Set<string>();
  /** The language being activated or active (set before its catalogues arrive). */
  let current: Locale | null = null;
  /** Whether every catalogue loads with the shell's (Storybook). */
  let everyCatalogue = false;

  function load(locale: Locale, catalogue: string): Promise<void> {
    const key = `${locale}/${catalogue}`;
    let loading = loads.get(key);
    if (!loading) {
      const module = modules[locale][catalogue];
      if (!module) return Promise.reject(new Error(`There is no ${locale} catalogue "${catalogue}"`));
      // Loading a catalogue tells Lingui's provider, which renders every text of the page again: as a transition,
      // so React does it in slices between the browser's own work (a catalogue arriving after the page works, the
      // message panel's, was one long task of the whole tree).
      loading = module().then(
        ({ messages }) => startTransition(() => target.load(locale, messages)),
        (error: unknown) => {
          loads.delete(key); // a failed download can be tried again
          throw error;
        },
      );
      loads.set(key, loading);
    }
    return loading;
  }

  /** Activates a language once the shell's catalogue (and those asked for so far) are loaded. */
  async function activateLocale(locale: Locale): Promise<void> {
    current = locale;
    if (target.locale === locale) return;
    const names = everyCatalogue ? Object.keys(modules[locale]) : [SHELL, ...wanted];
    await Promise.all(names.map((name) => load(locale, name)));
    if (current === locale) target.activate(locale);
  }

  /**
   * Loads the active language's catalogue of that name (once; later calls share the first): a page's, which its
   * route awaits before the page renders, or a shared one (`errors`). Before any language is active it only records
   * the name, which `activateLocale` then loads with the shell's catalogue.
   */
  function loadCatalogue(name: string): Promise<void> {
    wanted.add(name);
    return current ? load(current, name) : Promise.resolve();
  }

  /**
   * Makes `activateLocale` load every catalogue of the language, not only the shell's: for Storybook, which renders
   * pages and parts outside the site's routes (unit tests load the catalogues they show text from). Loads them at once
   * if a language is active.
   */
  async function loadEveryCatalogue(): Promise<void> {
    everyCatalogue = true;
    if (current) await Promise.all(Object.keys(modules[current]).map((name) => loadCatalogue(name)));
  }

  return { activateLocale, loadCatalogue, loadEveryCatalogue };
}

export const { activateLocale, loadCatalogue, loadEveryCatalogue } = catalogueLoader(i18n, catalogues);

// In development, a message the loaded catalogues lack (a part whose catalogue is not loaded) is reported; the page
// would show the message's id in production.
if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  i18n.on('missing', ({ id, locale }) => {
    console.error(`Lingui: message ${id} is in none of the loaded ${locale} catalogues (see lingui.config.ts)`);
  });
}

export { i18n };

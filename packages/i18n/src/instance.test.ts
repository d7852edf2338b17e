import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueAreas, catalogueLoader, type CatalogueModules } from './instance.ts';
import { locales, type Locale } from './locale.ts';
import linguiConfig from '../../../lingui.config.ts';

/** Catalogue modules of one message each (`<catalogue>` → `<locale> <catalogue>`), counting their loads. */
function fakeModules(failFirst: string[] = []) {
  const calls: string[] = [];
  const failing = new Set(failFirst);
  const modules = Object.fromEntries(
    locales.map((locale: Locale) => [
      locale,
      Object.fromEntries(
        (['core', ...catalogueAreas] as const).map((catalogue) => [
          catalogue,
          async () => {
            const key = `${locale}/${catalogue}`;
            calls.push(key);
            await Promise.resolve();
            if (failing.delete(key)) throw new Error(`offline: ${key}`);
            const messages: Messages = { [catalogue]: `${locale} ${catalogue}` };
            return { messages };
          },
        ]),
      ),
    ]),
  ) as CatalogueModules;
  return { modules, calls };
}

function setup(failFirst?: string[]) {
  const i18n = setupI18n();
  const { modules, calls } = fakeModules(failFirst);
  return { i18n, calls, ...catalogueLoader(i18n, modules) };
}

describe('catalogue loading', () => {
  it('activates a language with its core catalogue only; an area loads on request, merged into it', async () => {
    const { i18n, calls, activateLocale, loadCatalogue } = setup();
    await activateLocale('zh');
    expect(i18n.locale).toBe('zh');
    expect(i18n._('core')).toBe('zh core');
    expect(i18n.messages['cases']).toBeUndefined();
    await loadCatalogue('cases');
    expect(i18n._('cases')).toBe('zh cases');
    expect(i18n._('core')).toBe('zh core');
    expect(calls).toEqual(['zh/core', 'zh/cases']);
  });

  it('loads an area once, however often and however concurrently it is asked for', async () => {
    const { i18n, calls, activateLocale, loadCatalogue } = setup();
    await activateLocale('en');
    await Promise.all([loadCatalogue('account'), loadCatalogue('account'), loadCatalogue('account')]);
    await loadCatalogue('account');
    expect(calls.filter((call) => call === 'en/account')).toHaveLength(1);
    expect(i18n._('account')).toBe('en account');
  });

  it('records an area asked for before any language is active and loads it with the core catalogue', async () => {
    const { i18n, calls, activateLocale, loadCatalogue } = setup();
    await loadCatalogue('marketing');
    expect(calls).toEqual([]);
    await activateLocale('zh');
    expect(calls.sort()).toEqual(['zh/core', 'zh/marketing']);
    expect(i18n._('marketing')).toBe('zh marketing');
  });

  it('loads the areas already shown again when the language changes, before switching', async () => {
    const { i18n, activateLocale, loadCatalogue } = setup();
    await activateLocale('zh');
    await loadCatalogue('about');
    const switching = activateLocale('en');
    expect(i18n.locale).toBe('zh');
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n._('about')).toBe('en about');
    expect(i18n._('core')).toBe('en core');
  });

  it('loads every catalogue of the language for Storybook and tests', async () => {
    const { i18n, calls, activateLocale, loadEveryCatalogue } = setup();
    await loadEveryCatalogue();
    await activateLocale('zh');
    for (const area of catalogueAreas) expect(i18n._(area)).toBe(`zh ${area}`);
    expect(calls).toHaveLength(1 + catalogueAreas.length);
  });

  it('tries a catalogue again after a failed download', async () => {
    const { i18n, activateLocale, loadCatalogue } = setup(['en/pricing']);
    await activateLocale('en');
    await expect(loadCatalogue('pricing')).rejects.toThrow('offline: en/pricing');
    await loadCatalogue('pricing');
    expect(i18n._('pricing')).toBe('en pricing');
  });

  it('has a loader for every catalogue lingui.config.ts extracts, and none more', () => {
    const names = (linguiConfig.catalogs ?? []).map((catalog) => catalog.path.split('/').pop());
    expect([...names].sort()).toEqual(['core', ...catalogueAreas].sort());
  });
});

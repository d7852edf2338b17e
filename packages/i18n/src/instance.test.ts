import path from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueLoader, type CatalogueModules } from './instance.ts';
import { locales, type Locale } from './locale.ts';
import linguiConfig from '../../../lingui.config.ts';

/** Catalogues of the fake modules: the shell's and a few pages'. */
const names = ['main', 'HomePage', 'CasesPage', 'SceneScreen', 'AboutPage', 'PriceDetailPage'];

/** Catalogue modules of one message each (`<catalogue>` → `<locale> <catalogue>`), counting their loads. */
function fakeModules(failFirst: string[] = []) {
  const calls: string[] = [];
  const failing = new Set(failFirst);
  const modules = Object.fromEntries(
    locales.map((locale: Locale) => [
      locale,
      Object.fromEntries(
        names.map((catalogue) => [
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
  it('activates a language with the shell’s catalogue only; a page’s loads on request, merged into it', async () => {
    const { i18n, calls, activateLocale, loadCatalogue } = setup();
    await activateLocale('zh');
    expect(i18n.locale).toBe('zh');
    expect(i18n._('main')).toBe('zh main');
    expect(i18n.messages['CasesPage']).toBeUndefined();
    await loadCatalogue('CasesPage');
    expect(i18n._('CasesPage')).toBe('zh CasesPage');
    expect(i18n._('main')).toBe('zh main');
    expect(calls).toEqual(['zh/main', 'zh/CasesPage']);
  });

  it('loads a catalogue once, however often and however concurrently it is asked for', async () => {
    const { i18n, calls, activateLocale, loadCatalogue } = setup();
    await activateLocale('en');
    await Promise.all([loadCatalogue('SceneScreen'), loadCatalogue('SceneScreen'), loadCatalogue('SceneScreen')]);
    await loadCatalogue('SceneScreen');
    expect(calls.filter((call) => call === 'en/SceneScreen')).toHaveLength(1);
    expect(i18n._('SceneScreen')).toBe('en SceneScreen');
  });

  it('records a catalogue asked for before any language is active and loads it with the shell’s', async () => {
    const { i18n, calls, activateLocale, loadCatalogue } = setup();
    await loadCatalogue('HomePage');
    expect(calls).toEqual([]);
    await activateLocale('zh');
    expect(calls.sort()).toEqual(['zh/HomePage', 'zh/main']);
    expect(i18n._('HomePage')).toBe('zh HomePage');
  });

  it('loads the catalogues already shown again when the language changes, before switching', async () => {
    const { i18n, activateLocale, loadCatalogue } = setup();
    await activateLocale('zh');
    await loadCatalogue('AboutPage');
    const switching = activateLocale('en');
    expect(i18n.locale).toBe('zh');
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n._('AboutPage')).toBe('en AboutPage');
    expect(i18n._('main')).toBe('en main');
  });

  it('loads every catalogue of the language for Storybook', async () => {
    const { i18n, calls, activateLocale, loadEveryCatalogue } = setup();
    await loadEveryCatalogue();
    await activateLocale('zh');
    for (const name of names) expect(i18n._(name)).toBe(`zh ${name}`);
    expect(calls).toHaveLength(names.length);
  });

  it('tries a catalogue again after a failed download', async () => {
    const { i18n, activateLocale, loadCatalogue } = setup(['en/PriceDetailPage']);
    await activateLocale('en');
    await expect(loadCatalogue('PriceDetailPage')).rejects.toThrow('offline: en/PriceDetailPage');
    await loadCatalogue('PriceDetailPage');
    expect(i18n._('PriceDetailPage')).toBe('en PriceDetailPage');
  });

  it('refuses a catalogue there is none of', async () => {
    const { activateLocale, loadCatalogue } = setup();
    await activateLocale('zh');
    await expect(loadCatalogue('NoSuchPage')).rejects.toThrow('There is no zh catalogue "NoSuchPage"');
  });

  it('has the catalogue of every entry lingui.config.ts extracts from, in each language, and no other', () => {
    const entries = (linguiConfig.experimental?.extractor?.entries ?? []).map((entry) =>
      path.basename(entry, path.extname(entry)),
    );
    expect(entries).toContain('main');
    const files = Object.keys(import.meta.glob('./locales/*/*.po'));
    for (const locale of locales) {
      const names = files.flatMap((file) =>
        file.startsWith(`./locales/${locale}/`) ? [path.basename(file, '.po')] : [],
      );
      expect(names.sort()).toEqual([...entries].sort());
    }
  });
});

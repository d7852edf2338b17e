import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueLoader, type CatalogueModules } from './instance.ts';
import { locales, type Locale } from './locale.ts';

/** Catalogue modules of one message (`greeting` → `<locale> greeting`), counting their loads. */
function fakeModules(failFirst: Locale[] = []) {
  const calls: Locale[] = [];
  const failing = new Set(failFirst);
  const modules = Object.fromEntries(
    locales.map((locale) => [
      locale,
      async () => {
        calls.push(locale);
        await Promise.resolve();
        if (failing.delete(locale)) throw new Error(`offline: ${locale}`);
        const messages: Messages = { greeting: `${locale} greeting` };
        return { messages };
      },
    ]),
  ) as CatalogueModules;
  return { modules, calls };
}

function setup(failFirst?: Locale[]) {
  const i18n = setupI18n();
  const { modules, calls } = fakeModules(failFirst);
  return { i18n, calls, ...catalogueLoader(i18n, modules) };
}

describe('catalogue loading', () => {
  it('activates a language once its catalogue has loaded', async () => {
    const { i18n, calls, activateLocale } = setup();
    const activating = activateLocale('zh');
    expect(i18n.locale).toBe('');
    await activating;
    expect(i18n.locale).toBe('zh');
    expect(i18n._('greeting')).toBe('zh greeting');
    expect(calls).toEqual(['zh']);
  });

  it('loads a catalogue once, however often and however concurrently its language is activated', async () => {
    const { i18n, calls, activateLocale } = setup();
    await Promise.all([activateLocale('en'), activateLocale('en')]);
    await activateLocale('zh');
    await activateLocale('en');
    expect(calls).toEqual(['en', 'zh']);
    expect(i18n._('greeting')).toBe('en greeting');
  });

  it('keeps the language asked for last when an earlier one arrives later', async () => {
    const { i18n, activateLocale } = setup();
    const first = activateLocale('zh');
    const second = activateLocale('en');
    await Promise.all([first, second]);
    expect(i18n.locale).toBe('en');
  });

  it('tries a catalogue again after a failed download', async () => {
    const { i18n, activateLocale } = setup(['en']);
    await expect(activateLocale('en')).rejects.toThrow('offline: en');
    await activateLocale('en');
    expect(i18n._('greeting')).toBe('en greeting');
  });
});

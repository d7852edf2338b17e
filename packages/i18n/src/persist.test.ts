import { describe, expect, it, vi } from 'vitest';
import { brandTitle, loadSavedLocale, resolveLocale, saveLocale, switchLocale, takeQueryParams } from './persist.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function fakeHistory() {
  return { state: { idx: 3 }, replaceState: vi.fn<(state: unknown, unused: string, url?: string) => void>() };
}

describe('resolveLocale', () => {
  it('takes the saved choice first', () => {
    expect(resolveLocale({ storage: memoryStorage({ lang: 'en' }), browser: 'zh-CN' })).toBe('en');
    expect(resolveLocale({ storage: memoryStorage({ lang: 'zh' }), browser: 'fr-FR' })).toBe('zh');
  });

  it('otherwise uses Chinese only for browser languages starting with zh', () => {
    const empty = memoryStorage();
    expect(resolveLocale({ storage: empty, browser: 'zh-TW' })).toBe('zh');
    expect(resolveLocale({ storage: empty, browser: 'zh' })).toBe('zh');
    expect(resolveLocale({ storage: empty, browser: 'en-GB' })).toBe('en');
    expect(resolveLocale({ storage: empty, browser: 'ja-JP' })).toBe('en');
    expect(resolveLocale({ storage: empty, browser: undefined })).toBe('en');
  });

  it('ignores a saved value that is not a language of the site', () => {
    expect(resolveLocale({ storage: memoryStorage({ lang: 'de' }), browser: 'zh-CN' })).toBe('zh');
    expect(loadSavedLocale(memoryStorage({ lang: 'de' }))).toBeNull();
  });
});

describe('saving and switching the language', () => {
  it('saves under the key lang and reads it back', () => {
    const storage = memoryStorage();
    saveLocale('zh', storage);
    expect(storage.data.get('lang')).toBe('zh');
    expect(loadSavedLocale(storage)).toBe('zh');
  });

  it('also writes the choice to the lang cookie for the whole site, for a year', () => {
    const doc = { cookie: '' };
    saveLocale('en', memoryStorage(), doc);
    expect(doc.cookie).toBe('lang=en; path=/; max-age=31536000; SameSite=Lax');
  });

  it('switching saves the choice in storage and cookie, then reloads the page', () => {
    const storage = memoryStorage({ lang: 'zh' });
    const doc = { cookie: 'lang=zh' };
    const reload = vi.fn(() => {
      expect(storage.data.get('lang')).toBe('en');
      expect(doc.cookie).toMatch(/^lang=en;/);
    });
    switchLocale('en', { storage, reload, doc });
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get('lang')).toBe('en');
  });
});

describe('takeQueryParams', () => {
  it('stores token and language, then removes only them from the address bar', () => {
    const storage = memoryStorage();
    const history = fakeHistory();
    const setCookie = vi.fn();
    const taken = takeQueryParams(
      'https://example.test/manage/scene?from=%2Fmall&token=abc123&page=2&lang=en#top',
      storage,
      history,
      setCookie,
    );
    expect(taken).toEqual({ token: 'abc123', locale: 'en', heldToken: null });
    expect(storage.data.get('token')).toBe('abc123');
    expect(storage.data.get('lang')).toBe('en');
    expect(setCookie).toHaveBeenCalledWith('abc123');
    expect(history.replaceState).toHaveBeenCalledOnce();
    const [state, , url] = history.replaceState.mock.calls[0] ?? [];
    expect(state).toEqual({ idx: 3 });
    expect(url).toBe('/manage/scene?from=%2Fmall&page=2#top');
  });

  it('drops an unsupported language from the address bar without saving it', () => {
    const storage = memoryStorage();
    const history = fakeHistory();
    const taken = takeQueryParams('https://example.test/?lang=fr', storage, history, vi.fn());
    expect(taken).toEqual({ token: null, locale: null, heldToken: null });
    expect(storage.data.size).toBe(0);
    expect(history.replaceState.mock.calls[0]?.[2]).toBe('/');
  });

  it('leaves the address bar alone when neither parameter is present', () => {
    const storage = memoryStorage();
    const history = fakeHistory();
    expect(takeQueryParams('https://example.test/news?id=4#a', storage, history, vi.fn())).toEqual({
      token: null,
      locale: null,
      heldToken: null,
    });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(storage.data.size).toBe(0);
  });

  it('holds back a token other than the saved one, keeping the saved session, and still cleans the address', () => {
    const storage = memoryStorage();
    storage.setItem('token', 'mine');
    const history = fakeHistory();
    const setCookie = vi.fn();
    const taken = takeQueryParams('https://example.test/manage/scene?token=theirs', storage, history, setCookie);
    expect(taken).toEqual({ token: null, locale: null, heldToken: 'theirs' });
    expect(storage.data.get('token')).toBe('mine');
    expect(setCookie).not.toHaveBeenCalled();
    expect(history.replaceState.mock.calls[0]?.[2]).toBe('/manage/scene');
  });

  it('takes the saved token again without asking', () => {
    const storage = memoryStorage();
    storage.setItem('token', 'mine');
    const taken = takeQueryParams('https://example.test/?token=mine', storage, fakeHistory(), vi.fn());
    expect(taken).toEqual({ token: 'mine', locale: null, heldToken: null });
  });

  it('writes the token cookie by default', () => {
    takeQueryParams('https://example.test/?token=t%20k', memoryStorage(), fakeHistory());
    expect(document.cookie).toContain('token=t%20k');
  });
});

describe('brandTitle', () => {
  it('is the brand name of each language', () => {
    expect(brandTitle('zh')).toBe('看看空间');
    expect(brandTitle('en')).toBe('KanKan Space');
  });
});

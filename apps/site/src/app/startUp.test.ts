import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStorage } from '../session/sessionStore.ts';
import { startUp } from './startUp.ts';

const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function environment(href: string, storage = memoryStorage()) {
  const history = { state: null, replaceState: vi.fn() };
  const setCookie = vi.fn();
  return { href, storage, history, userAgent: desktop, browserLanguage: 'zh-CN', setCookie };
}

describe('start-up', () => {
  it('stores a token and language from the query string and removes them from the address bar', () => {
    const env = environment('https://site.test/manage/scene?token=abc&lang=en&id=top#x');
    const result = startUp(env);
    expect(result).toEqual({ locale: 'en', phone: false, heldToken: null });
    expect(env.storage.getItem('token')).toBe('abc');
    expect(env.storage.getItem('lang')).toBe('en');
    expect(env.setCookie).toHaveBeenCalledWith('abc');
    expect(env.history.replaceState).toHaveBeenCalledWith(null, '', '/manage/scene?id=top#x');
    // The session started afterwards is logged in with that token.
    expect(createSessionStore({ storage: env.storage, setCookie: vi.fn() }).get().token).toBe('abc');
  });

  it('holds back a link token while another session is saved here, keeping that session', () => {
    const env = environment('https://site.test/manage/scene?token=theirs', memoryStorage({ token: 'mine' }));
    expect(startUp(env).heldToken).toBe('theirs');
    expect(env.storage.getItem('token')).toBe('mine');
    expect(env.setCookie).not.toHaveBeenCalled();
    expect(env.history.replaceState).toHaveBeenCalledWith(null, '', '/manage/scene');
  });

  it('leaves the address alone without them, and takes the language from the browser', () => {
    const env = environment('https://site.test/about');
    expect(startUp(env).locale).toBe('zh');
    expect(env.history.replaceState).not.toHaveBeenCalled();
    expect(startUp({ ...env, browserLanguage: 'de-DE' }).locale).toBe('en');
  });

  it('sends the saved language, from the query string or an earlier visit, to the server as the lang cookie', () => {
    const fromQuery = { ...environment('https://site.test/about?lang=en'), cookies: { cookie: '' } };
    startUp(fromQuery);
    expect(fromQuery.cookies.cookie).toBe('lang=en; path=/; max-age=31536000; SameSite=Lax');
    const earlier = { ...environment('https://site.test/', memoryStorage({ lang: 'zh' })), cookies: { cookie: '' } };
    startUp(earlier);
    expect(earlier.cookies.cookie).toMatch(/^lang=zh;/);
    const none = { ...environment('https://site.test/'), cookies: { cookie: '' } };
    startUp(none);
    expect(none.cookies.cookie).toBe('');
  });

  it('a saved language wins over the browser', () => {
    const env = environment('https://site.test/', memoryStorage({ lang: 'en' }));
    expect(startUp(env).locale).toBe('en');
  });

  it('phones are recognised', () => {
    const env = environment('https://site.test/');
    expect(startUp({ ...env, userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' }).phone).toBe(true);
  });
});

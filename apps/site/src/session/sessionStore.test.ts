import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStorage } from './sessionStore.ts';

describe('session store', () => {
  it('a login saves the token in storage and cookie and clears the device-login flag', () => {
    const storage = memoryStorage({ deviceLogin: 'true' });
    const setCookie = vi.fn();
    const session = createSessionStore({ storage, setCookie });
    session.logIn('tok-1');
    expect(storage.getItem('token')).toBe('tok-1');
    expect(setCookie).toHaveBeenCalledWith('tok-1');
    expect(session.get()).toMatchObject({ token: 'tok-1', deviceLogin: false });
  });

  it('a camera login sets the device-login flag', () => {
    const session = createSessionStore({ storage: memoryStorage(), setCookie: vi.fn() });
    session.logIn('cam', { deviceLogin: true });
    expect(session.get().deviceLogin).toBe(true);
  });

  it('keeps the profile and its user name, and tells subscribers', () => {
    const session = createSessionStore({ storage: memoryStorage({ token: 't' }), setCookie: vi.fn() });
    const listener = vi.fn();
    session.subscribe(listener);
    session.setInfo({ id: 1, userName: 'lihua', head: null, incrementNum: 2 });
    expect(session.get()).toMatchObject({ name: 'lihua', info: { incrementNum: 2 } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clearing removes every saved item but the language, and the cookie', () => {
    const storage = memoryStorage({ token: 't', name: 'n', info: '{}', deviceLogin: 'true', cart: '[]', lang: 'en' });
    const setCookie = vi.fn();
    const session = createSessionStore({ storage, setCookie });
    session.setLastArea('account');
    session.clear();
    expect(storage.length).toBe(1);
    expect(storage.getItem('lang')).toBe('en');
    expect(setCookie).toHaveBeenCalledWith(null);
    expect(session.get()).toEqual({ token: null, name: null, info: null, deviceLogin: false });
    expect(session.lastArea()).toBeNull();
  });

  it('a broken saved profile reads as none', () => {
    const session = createSessionStore({ storage: memoryStorage({ info: '{not json' }), setCookie: vi.fn() });
    expect(session.get().info).toBeNull();
  });
});

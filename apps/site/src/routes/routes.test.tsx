import { activateLocale } from '@kankan/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../testing/siteHarness.tsx';

const profile = { id: 1, userName: 'lihua', head: null, incrementNum: 0 };
const loggedIn = {
  '/user/getUserInfo': { data: profile },
  '/user/cart/list': { data: [] },
  '/user/checkToken': { data: null },
  '/sso/user/logout': { data: null },
};

beforeAll(() => activateLocale('en'));

vi.setConfig({ testTimeout: 30_000 });

describe('the login guard', () => {
  it('a protected page without a token goes home', async () => {
    const { router } = renderSite({ url: '/manage/order' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('with a token it opens, with the account menu, and the account area is remembered', async () => {
    const { router, storage } = renderSite({ url: '/manage/order', routes: loggedIn, storage: { token: 't' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/manage/order');
    expect(storage.getItem('lastArea')).toBe('account');
  });

  it('the cart and payment screens are behind it too', async () => {
    const { router } = renderSite({ url: '/payresult/1/2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('device-login confinement', () => {
  it('a camera login opens scene management', async () => {
    renderSite({ url: '/manage/scene', routes: loggedIn, storage: { token: 'cam', deviceLogin: 'true' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scene management' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Only its two areas in the side menu.
    expect(screen.queryByRole('link', { name: 'My cameras' })).toBeNull();
  });

  it('anywhere else it is logged out (server told) and sent to the login page', async () => {
    const { router, storage, calls } = renderSite({
      url: '/manage/device',
      routes: loggedIn,
      storage: { token: 'cam', deviceLogin: 'true', lang: 'en' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('deviceLogin')).toBeNull();
    expect(storage.getItem('lang')).toBe('en');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/sso/user/logout' && call.token === 'cam')).toBe(true),
    );
  });
});

describe('session expiry (3004)', () => {
  it('any call answering 3004 shows the message, logs out and goes to login with `from`', async () => {
    const { router, storage, toasts } = renderSite({
      url: '/manage/information?tab=1',
      routes: { ...loggedIn, '/user/getUserInfo': { code: 3004 } },
      storage: { token: 'old' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('/manage/information?tab=1');
    expect(storage.getItem('token')).toBeNull();
    expect(toasts).toEqual([{ tone: 'warning', title: expect.stringMatching(/log in again/i) }]);
  });
});

describe('start-up token check', () => {
  it('a rejected token clears the session and sends an account-area user home', async () => {
    const { site, router, storage } = renderSite({
      url: '/about',
      routes: { ...loggedIn, '/user/checkToken': { code: 3004 } },
      storage: { token: 'stale', lastArea: 'account', name: 'lihua' },
    });
    // The page opened at /about remembers the public area; the check reads the area saved before it.
    storage.setItem('lastArea', 'account');
    await site.checkTokenAtStart();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('name')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a valid token keeps the session', async () => {
    const { site, storage } = renderSite({ url: '/about', routes: loggedIn, storage: { token: 'good' } });
    await site.checkTokenAtStart();
    expect(storage.getItem('token')).toBe('good');
  });
});

describe('server errors', () => {
  it('a failed call nobody shows becomes a warning toast with the code’s message', async () => {
    const { toasts } = renderSite({
      url: '/manage/order',
      routes: { ...loggedIn, '/user/cart/list': { code: 3003 } },
      storage: { token: 't' },
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ tone: 'warning' });
  });

  it('a network failure shows "Network request failed"', async () => {
    const { toasts } = renderSite({
      url: '/manage/order',
      routes: { '/user/getUserInfo': { data: profile } },
      storage: { token: 't' },
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ tone: 'error', title: expect.stringMatching(/^Network request failed/) });
  });
});

describe('header', () => {
  it('logged in, the header shows the user; logging out clears the session and goes to login', async () => {
    const { router, storage, calls, user } = await import('@testing-library/user-event').then(({ userEvent }) => ({
      ...renderSite({ url: '/manage/scene', routes: loggedIn, storage: { token: 't' } }),
      user: userEvent.setup(),
    }));
    const menuButton = await screen.findByRole('button', { name: 'lihua: account menu' }, { timeout: 5000 });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
    expect(storage.getItem('token')).toBeNull();
    expect(calls.filter((call) => call.path === '/sso/user/logout')).toEqual([
      { path: '/sso/user/logout', body: undefined, token: 't' },
    ]);
  });
});

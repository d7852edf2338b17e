import { activateLocale } from '@kankan/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSite } from '../testing/siteHarness.tsx';
import { createSiteRoutes, type RouteGroup } from './index.tsx';
import type { PageModule } from './pageModule.ts';

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
    // The guard records the area once the page is committed (an effect), maybe just after the heading shows.
    await waitFor(() => expect(storage.getItem('lastArea')).toBe('account'));
  });

  it('the cart and payment screens are behind it too', async () => {
    const { router } = renderSite({ url: '/payresult/1/2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('logged in, each pending shop screen shows its own heading', async () => {
    renderSite({ url: '/mall/pay', routes: loggedIn, storage: { token: 't' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment centre' }, { timeout: 5000 })).toBeVisible();
  });

  it('applies on back and forward too: a page seen while logged in is not shown again after a logout', async () => {
    const { router, site } = renderSite({ url: '/manage/order', routes: loggedIn, storage: { token: 't' } });
    await screen.findByRole('heading', { level: 1, name: 'My orders' }, { timeout: 5000 });
    act(() => router.navigate('/about'));
    await screen.findByRole('heading', { level: 1, name: /real places into 3D spaces/ }, { timeout: 5000 });
    await act(() => site.logOut());
    act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { level: 1, name: 'My orders' })).toBeNull();
  });
});

describe('unknown addresses', () => {
  it('show the 404 page at their own address, inside the account area too', async () => {
    const { router } = renderSite({ url: '/manage/nothing-here', routes: loggedIn, storage: { token: 't' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: /can't find this page/ }, { timeout: 5000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/manage/nothing-here');
  });
});

/** Route groups of test pages; `rendered` records every page render by address. */
function testPages(groups: (render: (name: string) => () => Promise<PageModule>) => RouteGroup[]) {
  const rendered: string[] = [];
  const page = (name: string) => () =>
    Promise.resolve({
      Component: function TestPage() {
        rendered.push(name);
        return <h1>{name}</h1>;
      },
    });
  return { groups: groups(page), rendered };
}

describe('pages', () => {
  it('a protected page never renders without a token, not even once before the redirect', async () => {
    const { groups, rendered } = testPages((page) => [
      { routes: [{ index: true, lazy: page('home') }] },
      { routes: [{ path: '/manage', lazy: page('account') }] },
    ]);
    const { router } = renderSite({ url: '/manage', pages: createSiteRoutes(groups) });
    expect(await screen.findByRole('heading', { name: 'home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(rendered).not.toContain('account');
  });

  it('a page that fails to render shows the error screen until another address is opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { groups } = testPages((page) => [
      {
        routes: [
          {
            path: '/broken',
            lazy: () =>
              Promise.resolve({
                Component: () => {
                  throw new Error('broken page');
                },
              }),
          },
          { path: '/missing', lazy: () => Promise.reject(new Error('chunk not found')) },
          { path: '/fine', lazy: page('fine') },
        ],
      },
    ]);
    const { router } = renderSite({ url: '/broken', pages: createSiteRoutes(groups) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be opened' })).toBeVisible();
    // The header stays, so the visitor can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'fine' })).toBeVisible();
    act(() => router.navigate('/missing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be opened' })).toBeVisible();
  });
});

describe('device-login confinement', () => {
  it('a camera login opens scene management', async () => {
    renderSite({ url: '/manage/scene', routes: loggedIn, storage: { token: 'cam', deviceLogin: 'true' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: "My camera's scenes" }, { timeout: 5000 }),
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
    expect(toasts).toEqual([{ tone: 'caution', title: expect.stringMatching(/log in again/i) }]);
  });
});

describe('start-up token check', () => {
  it('a rejected token clears the session and sends an account-area user home', async () => {
    // As in the browser, the check starts before the page opened at /about records the public area: it goes by the
    // area saved by the last visit.
    const { tokenCheck, router, storage } = renderSite({
      url: '/about',
      routes: { ...loggedIn, '/user/checkToken': { code: 3004 } },
      storage: { token: 'stale', lastArea: 'account', name: 'lihua' },
      checkTokenAtStart: true,
    });
    await tokenCheck;
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('name')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a rejected token of a public-area user keeps them on the page', async () => {
    const { site, router, storage } = renderSite({
      url: '/about',
      routes: { ...loggedIn, '/user/checkToken': { code: 3004 } },
      storage: { token: 'stale' },
    });
    await screen.findByRole('heading', { level: 1, name: /real places into 3D spaces/ }, { timeout: 5000 });
    await waitFor(() => expect(storage.getItem('lastArea')).toBe('public'));
    await site.checkTokenAtStart();
    expect(storage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('a valid token whose last area was the account area is sent home from a public page', async () => {
    const { tokenCheck, router, storage } = renderSite({
      url: '/about',
      routes: loggedIn,
      storage: { token: 'good', lastArea: 'account', name: 'lihua' },
      checkTokenAtStart: true,
    });
    await tokenCheck;
    expect(storage.getItem('token')).toBe('good');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a valid token opening an account page stays there', async () => {
    const { tokenCheck, router, storage } = renderSite({
      url: '/manage/appProduct',
      routes: loggedIn,
      storage: { token: 'good', lastArea: 'account', name: 'lihua' },
      checkTokenAtStart: true,
    });
    await tokenCheck;
    expect(storage.getItem('token')).toBe('good');
    expect(router.state.location.pathname).toBe('/manage/appProduct');
  });

  it('a valid token keeps the session', async () => {
    const { site, storage } = renderSite({ url: '/about', routes: loggedIn, storage: { token: 'good' } });
    await site.checkTokenAtStart();
    expect(storage.getItem('token')).toBe('good');
  });
});

describe('server errors', () => {
  it('a failed call nobody shows becomes a warning toast with the code’s message', async () => {
    // The application centre calls nothing of its own: the only failed call is the header's cart.
    const { toasts } = renderSite({
      url: '/manage/appProduct',
      routes: { ...loggedIn, '/user/cart/list': { code: 3003 } },
      storage: { token: 't' },
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ tone: 'caution' });
  });

  it('a network failure shows "Network request failed"', async () => {
    const { toasts } = renderSite({
      url: '/manage/appProduct',
      routes: { '/user/getUserInfo': { data: profile } },
      storage: { token: 't' },
    });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ tone: 'critical', title: expect.stringMatching(/^Network request failed/) });
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

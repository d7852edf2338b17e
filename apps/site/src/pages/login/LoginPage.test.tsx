import { activateLocale, clientMessage, messageForCode } from '@kankan/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSite, type FakeRoutes } from '../../testing/siteHarness.tsx';

const profile = { id: 1, userName: 'demo', head: null, incrementNum: 1 };
const afterLogin: FakeRoutes = {
  '/user/getUserInfo': { data: profile },
  '/user/cart/list': { data: [{ goodsId: 4, goodsCount: 2, price: 12800, dollarPrice: 1799 }] },
};

beforeAll(() => activateLocale('en'));

// Typing into the login panel in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

async function fillPasswordLogin(account: string, password: string) {
  const user = userEvent.setup();
  const panel = await screen.findByRole('tabpanel', { name: 'Password login' }, { timeout: 5000 });
  await user.type(within(panel).getByRole('textbox', { name: /phone|e-mail/i }), account);
  const passwordInput = panel.querySelector<HTMLInputElement>('input[name="password"]');
  if (!passwordInput) throw new Error('no password field');
  await user.type(passwordInput, password);
  await user.click(within(panel).getByRole('button', { name: 'Log in' }));
  return { user, panel };
}

describe('password login', () => {
  it('saves the token, fetches the profile and cart, and returns to the `from` page', async () => {
    const { router, storage, calls } = renderSite({
      url: '/login/login?from=%2Fmanage%2Forder',
      routes: {
        ...afterLogin,
        '/sso/user/login': (body) =>
          (body as { password: string }).password === 'Demo2026' ? { data: { token: 'new-token' } } : { code: 3014 },
      },
      storage: { deviceLogin: 'true' },
    });
    await fillPasswordLogin('13800138000', 'Demo2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/order'));
    expect(storage.getItem('token')).toBe('new-token');
    expect(storage.getItem('deviceLogin')).toBeNull();
    expect(calls.find((call) => call.path === '/sso/user/login')?.body).toEqual({
      phoneNum: '13800138000',
      areaNum: '86',
      password: 'Demo2026',
    });
    await waitFor(() => expect(storage.getItem('name')).toBe('demo'));
    expect(calls.some((call) => call.path === '/user/cart/list' && call.token === 'new-token')).toBe(true);
  });

  it('over an earlier session, the profile and cart are fetched again with the new token', async () => {
    const { router, calls } = renderSite({
      url: '/login/login',
      routes: {
        '/user/checkToken': { data: null },
        '/user/getUserInfo': (_body, token) => ({ data: { ...profile, userName: token ?? '' } }),
        '/user/cart/list': { data: [] },
        '/sso/user/login': { data: { token: 'second-token' } },
      },
      storage: { token: 'first-token' },
    });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/user/getUserInfo' && call.token === 'first-token')).toBe(true),
    );
    await fillPasswordLogin('13800138000', 'Demo2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/user/getUserInfo' && call.token === 'second-token')).toBe(true),
    );
  });

  it('a wrong password shows the server code’s message and keeps what was typed', async () => {
    const { router, storage, toasts } = renderSite({
      url: '/login/login',
      routes: { '/sso/user/login': { code: 3014 } },
    });
    const { panel } = await fillPasswordLogin('13800138000', 'Wrong2026');
    expect(await within(panel).findByText(messageForCode(3014))).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /phone|e-mail/i })).toHaveValue('13800138000');
    expect(router.state.location.pathname).toBe('/login/login');
    expect(storage.getItem('token')).toBeNull();
    // Shown at the form, not again as a toast.
    expect(toasts).toEqual([]);
  });

  it('when the server cannot be reached, the form says so and keeps what was typed', async () => {
    const { storage, toasts } = renderSite({ url: '/login/login' });
    const { panel } = await fillPasswordLogin('13800138000', 'Demo2026');
    expect(await within(panel).findByText(clientMessage('networkFailed'))).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: /phone|e-mail/i })).toHaveValue('13800138000');
    expect(storage.getItem('token')).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('verification codes', () => {
  it('a code for login is asked for only once the account exists; then the code logs in', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderSite({
      url: '/login/login',
      routes: {
        ...afterLogin,
        '/sso/user/checkUser': { data: null },
        '/sso/user/getEmailAuthCode': { data: null },
        '/sso/user/quickLogin': { data: { token: 'code-token' } },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Code login' }, { timeout: 5000 }));
    const panel = screen.getByRole('tabpanel', { name: 'Code login' });
    await user.type(within(panel).getByRole('textbox', { name: /phone|e-mail/i }), 'demo@kankan-space.test');
    await user.click(within(panel).getByRole('button', { name: /send code/i }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/sso/user/getEmailAuthCode'));
    expect(calls.find((call) => call.path === '/sso/user/checkUser')?.body).toEqual({
      phoneNum: 'demo@kankan-space.test',
    });
    await user.type(within(panel).getByRole('textbox', { name: /verification code/i }), '123456');
    await user.click(within(panel).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an unknown account gets the server’s message and no code is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderSite({
      url: '/login/login',
      routes: { '/sso/user/checkUser': { code: 3015 }, '/sso/user/getMsgAuthCode': { data: null } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Code login' }, { timeout: 5000 }));
    const panel = screen.getByRole('tabpanel', { name: 'Code login' });
    await user.type(within(panel).getByRole('textbox', { name: /phone|e-mail/i }), '13900000000');
    await user.click(within(panel).getByRole('button', { name: /send code/i }));
    expect(await within(panel).findByText(/does not exist/i)).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/sso/user/getMsgAuthCode');
  });
});

describe('register', () => {
  it('an account that exists shows the already-registered message and sends no code', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderSite({
      url: '/login/register',
      routes: { '/sso/user/checkUser': { data: null }, '/sso/user/getMsgAuthCode': { data: null } },
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Register' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login/register');
    await user.type(within(panel).getByRole('textbox', { name: /phone|e-mail/i }), '13800138000');
    await user.click(within(panel).getByRole('button', { name: /send code/i }));
    expect(await within(panel).findByText('This account is already registered.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/sso/user/getMsgAuthCode');
  });

  it('a new account gets its code', async () => {
    const user = userEvent.setup();
    const { calls } = renderSite({
      url: '/login/register',
      routes: { '/sso/user/checkUser': { code: 3015 }, '/sso/user/getMsgAuthCode': { data: null } },
    });
    const panel = await screen.findByRole('tabpanel', { name: 'Register' }, { timeout: 5000 });
    await user.type(within(panel).getByRole('textbox', { name: /phone|e-mail/i }), '13700137000');
    await user.click(within(panel).getByRole('button', { name: /send code/i }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/sso/user/getMsgAuthCode')?.body).toEqual({
        phoneNum: '13700137000',
        areaNum: '86',
      }),
    );
  });

  it('choosing another tab changes the address between /login/register and /login/login', async () => {
    const user = userEvent.setup();
    const { router } = renderSite({ url: '/login/register?from=%2Fnews' });
    await user.click(await screen.findByRole('tab', { name: 'Password login' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/login'));
    expect(router.state.location.search).toBe('?from=%2Fnews');
  });
});

describe('camera login', () => {
  it('polls the QR ticket; on confirmation it is a device login that goes to scene management', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const { router, storage } = renderSite({
      url: '/login/login',
      routes: {
        ...afterLogin,
        '/sso/camera/qrCode': { data: { ticket: 't1', qrContent: 'kankan://camera-login?ticket=t1', expiresIn: 120 } },
        '/sso/camera/qrStatus': () => {
          polls += 1;
          return polls < 2 ? { data: { status: 1 } } : { data: { status: 2, token: 'cam-token', deviceLogin: true } };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Camera login' }, { timeout: 5000 }));
    expect(await screen.findByRole('img', { name: /QR code/i })).toBeInTheDocument();
    expect(await screen.findByText(/Scanned/, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/scene'), { timeout: 6000 });
    expect(storage.getItem('token')).toBe('cam-token');
    expect(storage.getItem('deviceLogin')).toBe('true');
  }, 15_000);

  it('/clientlogin opens on the camera login', async () => {
    renderSite({
      url: '/clientlogin',
      routes: {
        '/sso/camera/qrCode': { data: { ticket: 't2', qrContent: 'x', expiresIn: 120 } },
        '/sso/camera/qrStatus': { data: { status: 0 } },
      },
    });
    expect(await screen.findByRole('tab', { name: 'Camera login', selected: true })).toBeInTheDocument();
  });
});

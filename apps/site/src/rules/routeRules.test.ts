import { describe, expect, it } from 'vitest';
import {
  afterTokenCheck,
  areaOf,
  decideRoute,
  deviceLoginMayOpen,
  isPhoneUserAgent,
  isProtectedPath,
  loginPathFrom,
  returnPathAfterLogin,
} from './routeRules.ts';

const visitor = { token: null, deviceLogin: false };
const user = { token: 'tok', deviceLogin: false };
const camera = { token: 'tok', deviceLogin: true };

describe('protected routes', () => {
  it('the account area, cart, confirmation, payment, top-up, privilege and result need a login', () => {
    for (const path of [
      '/manage',
      '/manage/scene',
      '/mall/cart',
      '/mall/confirm',
      '/mall/pay',
      '/payrecharge/12/4DKKPRO_1',
      '/privilege/12/4DKKPRO_1',
      '/payresult/1/2',
    ]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
  });

  it('public pages, the shop home and look-alike paths do not', () => {
    for (const path of ['/', '/about', '/mall/kankanPro', '/mall/member', '/managers', '/login/login', '/mall/carts']) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });

  it('a protected route without a token goes home; with one it opens and its area is remembered', () => {
    expect(decideRoute('/manage/order', visitor)).toEqual({ kind: 'home' });
    expect(decideRoute('/mall/cart', visitor)).toEqual({ kind: 'home' });
    expect(decideRoute('/manage/order', user)).toEqual({ kind: 'allow', area: 'account' });
    expect(decideRoute('/about', visitor)).toEqual({ kind: 'allow', area: 'public' });
    expect(areaOf('/manage/')).toBe('account');
    expect(areaOf('/mall/cart')).toBe('public');
  });
});

describe('device-login confinement', () => {
  it('a camera login may open only scene management and consumption records', () => {
    expect(deviceLoginMayOpen('/manage/scene')).toBe(true);
    expect(deviceLoginMayOpen('/manage/consumption/')).toBe(true);
    expect(decideRoute('/manage/scene', camera)).toEqual({ kind: 'allow', area: 'account' });
    expect(decideRoute('/manage/consumption', camera)).toEqual({ kind: 'allow', area: 'account' });
  });

  it('anywhere else it is logged out and sent to the login page', () => {
    for (const path of ['/manage/device', '/manage/information', '/manage', '/', '/mall/cart', '/manage/scenes']) {
      expect(decideRoute(path, camera), path).toEqual({ kind: 'deviceLogout', to: '/login/login' });
    }
    expect(decideRoute('/manage/device', user)).toEqual({ kind: 'allow', area: 'account' });
  });
});

describe('returning after login', () => {
  it('goes back to the `from` page of this site, with its query', () => {
    expect(returnPathAfterLogin('?from=%2Fmanage%2Forder%3Ftab%3D2')).toBe('/manage/order?tab=2');
    expect(returnPathAfterLogin('?from=/news')).toBe('/news');
  });

  it('goes home without `from`, or when `from` leaves the site or is a login page', () => {
    expect(returnPathAfterLogin('')).toBe('/');
    expect(returnPathAfterLogin('?from=https://evil.test/')).toBe('/');
    expect(returnPathAfterLogin('?from=//evil.test/x')).toBe('/');
    expect(returnPathAfterLogin('?from=/login/register')).toBe('/');
  });

  it('the login address remembers the current page, but not home or the login pages', () => {
    expect(loginPathFrom('/manage/order?tab=2')).toBe('/login/login?from=%2Fmanage%2Forder%3Ftab%3D2');
    expect(loginPathFrom('/')).toBe('/login/login');
    expect(loginPathFrom('/login/register')).toBe('/login/login');
    expect(returnPathAfterLogin(new URL(`https://x.test${loginPathFrom('/mall/pay?x=1')}`).search)).toBe(
      '/mall/pay?x=1',
    );
  });
});

describe('start-up token check', () => {
  it('a rejected token clears the session and sends an account-area user home', () => {
    expect(afterTokenCheck('rejected', 'account')).toEqual({ clearSession: true, goHome: true });
    expect(afterTokenCheck('rejected', 'public')).toEqual({ clearSession: true, goHome: false });
    expect(afterTokenCheck('rejected', null)).toEqual({ clearSession: true, goHome: false });
  });

  it('a valid token whose last area was the account area is sent home from a public page', () => {
    expect(afterTokenCheck('valid', 'account', '/zhijia')).toEqual({ clearSession: false, goHome: true });
    expect(afterTokenCheck('valid', 'account')).toEqual({ clearSession: false, goHome: true });
  });

  it('a valid token stays on an account page it opened, or when its last area was public', () => {
    expect(afterTokenCheck('valid', 'account', '/manage/scene')).toEqual({ clearSession: false, goHome: false });
    expect(afterTokenCheck('valid', 'public', '/zhijia')).toEqual({ clearSession: false, goHome: false });
    expect(afterTokenCheck('valid', null, '/zhijia')).toEqual({ clearSession: false, goHome: false });
  });

  it('a valid token stays on a page asked for by name: a payment result, the shop, a shared scene', () => {
    for (const path of ['/payresult/0/1', '/mall/pay', '/show/KK-42']) {
      expect(afterTokenCheck('valid', 'account', path)).toEqual({ clearSession: false, goHome: false });
    }
  });

  it('no answer changes nothing', () => {
    expect(afterTokenCheck('unanswered', 'account', '/zhijia')).toEqual({ clearSession: false, goHome: false });
  });
});

describe('phones', () => {
  it('iPhone and Android user agents are phones; desktop browsers are not', () => {
    expect(
      isPhoneUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe(true);
    expect(isPhoneUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36')).toBe(
      true,
    );
    expect(
      isPhoneUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36'),
    ).toBe(false);
    expect(isPhoneUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15')).toBe(
      false,
    );
  });
});

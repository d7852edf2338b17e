import type { SiteArea } from '../session/sessionStore.ts';

/*
 * The route rules of spec 2.6 and 4 as plain functions: which paths need a login, where a device login may go,
 * where a login returns to, and what the start-up token check does.
 */

/** The account area (spec 2.4), login required. */
export const ACCOUNT_AREA_PREFIX = '/manage';

/** Paths outside /manage that need a login: the shop's cart, confirmation and payment, top-up, privilege, result. */
const PROTECTED_PREFIXES = [
  ACCOUNT_AREA_PREFIX,
  '/mall/cart',
  '/mall/confirm',
  '/mall/pay',
  '/payrecharge',
  '/privilege',
  '/payresult',
] as const;

/** The only pages a device (camera-account) login may open (spec 2.6, 6). */
export const DEVICE_LOGIN_PATHS = ['/manage/scene', '/manage/consumption'] as const;

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login/login';
export const REGISTER_PATH = '/login/register';
export const DEVICE_HOME_PATH = '/manage/scene';

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function underPrefix(pathname: string, prefix: string): boolean {
  const path = normalise(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
}

/**
 * Pages the user asked for by name (a reload, a link into the account area, a payment provider's return to the
 * result, a shared scene's link): the start-up check leaves a valid session on them rather than sending it home.
 */
const STAY_WHERE_OPENED_PREFIXES = [...PROTECTED_PREFIXES, '/show'] as const;

export function staysWhereOpened(pathname: string): boolean {
  return STAY_WHERE_OPENED_PREFIXES.some((prefix) => underPrefix(pathname, prefix));
}

/** The area a path belongs to: the account area or the public site. */
export function areaOf(pathname: string): SiteArea {
  return underPrefix(pathname, ACCOUNT_AREA_PREFIX) ? 'account' : 'public';
}

export function deviceLoginMayOpen(pathname: string): boolean {
  return DEVICE_LOGIN_PATHS.some((path) => underPrefix(pathname, path));
}

export interface RouteSession {
  token: string | null;
  deviceLogin: boolean;
}

/**
 * What happens when a page is opened: a device login anywhere but its two pages is logged out and sent to the
 * login page; a protected page without a token goes home; otherwise the page opens and its area is remembered.
 */
export type RouteDecision =
  { kind: 'allow'; area: SiteArea } | { kind: 'home' } | { kind: 'deviceLogout'; to: typeof LOGIN_PATH };

export function decideRoute(pathname: string, session: RouteSession): RouteDecision {
  if (session.token && session.deviceLogin && !deviceLoginMayOpen(pathname)) {
    return { kind: 'deviceLogout', to: LOGIN_PATH };
  }
  if (isProtectedPath(pathname) && !session.token) return { kind: 'home' };
  return { kind: 'allow', area: areaOf(pathname) };
}

/**
 * Where a login returns to: the `from` query when it is a path of this site (not the login pages themselves),
 * else home. Anything that could leave the site (`//host`, `https:`) is ignored.
 */
export function returnPathAfterLogin(search: string): string {
  const from = new URLSearchParams(search).get('from');
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return HOME_PATH;
  if (underPrefix(from.split(/[?#]/)[0] ?? from, '/login')) return HOME_PATH;
  return from;
}

/** The login page's address remembering where the user was. */
export function loginPathFrom(current: string): string {
  const path = current.split(/[?#]/)[0] ?? current;
  if (current === HOME_PATH || underPrefix(path, '/login')) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ from: current }).toString()}`;
}

/**
 * The start-up token check (spec 4, 2.6): a rejected token clears the session; a user whose last area was the
 * account area is sent home, whether the token was rejected or is valid. A valid token on a page that stays where
 * opened (`staysWhereOpened`) is left there: the user asked for that page and may see it (docs/decisions.md). A
 * check that got no answer (network) changes nothing.
 */
export function afterTokenCheck(
  result: 'valid' | 'rejected' | 'unanswered',
  lastArea: SiteArea | null,
  openedPath: string = HOME_PATH,
): { clearSession: boolean; goHome: boolean } {
  if (result === 'unanswered') return { clearSession: false, goHome: false };
  if (result === 'rejected') return { clearSession: true, goHome: lastArea === 'account' };
  return { clearSession: false, goHome: lastArea === 'account' && !staysWhereOpened(openedPath) };
}

/** Phones (iPhone or Android) see only the desktop notice (spec 1). */
export function isPhoneUserAgent(userAgent: string): boolean {
  return /iPhone|Android/i.test(userAgent);
}

/*
 * The developer configuration of /dev. Only the API base URL has its own key: the token and the language the tool
 * sets are the site's own (`token` and `lang`, written by the shell when they arrive in the query string), so a
 * test session is a real session and nothing is kept twice.
 */

/** localStorage key of the API base URL override. Namespaced so it never meets the shell's keys. */
export const DEV_API_BASE_KEY = 'kankan.dev.apiBase';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether `value` can be an API base: an absolute http(s) URL, or a path on this site starting with "/".
 * Returns the trimmed value without a trailing slash, or null.
 */
export function normalizeApiBase(value: string): string | null {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : trimmed || null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    return trimmed;
  } catch {
    return null;
  }
}

/**
 * The API base URL saved by the developer tool, for the app's API client (`createSite({ baseUrl })`); null when
 * none is saved or the saved value is not a usable address (the client then keeps `/api`).
 */
export function readDevApiBase(storage: ReadableStorage | undefined = defaultStorage()): string | null {
  try {
    const raw = storage?.getItem(DEV_API_BASE_KEY);
    return raw ? normalizeApiBase(raw) : null;
  } catch {
    return null;
  }
}

/** Saves the API base (normalized); false when it is not a usable address, and nothing is written. */
export function saveDevApiBase(value: string, storage: WritableStorage | undefined = defaultStorage()): boolean {
  const base = normalizeApiBase(value);
  if (!base || !storage) return false;
  storage.setItem(DEV_API_BASE_KEY, base);
  return true;
}

export function clearDevApiBase(storage: WritableStorage | undefined = defaultStorage()): void {
  storage?.removeItem(DEV_API_BASE_KEY);
}

/**
 * The address that applies a test token and language: the page itself with `token` and `lang` in the query
 * string, which the shell stores and then removes from the address bar (spec 1).
 */
export function devSessionUrl(path: string, { token, lang }: { token?: string; lang?: string }): string {
  const params = new URLSearchParams();
  if (token?.trim()) params.set('token', token.trim());
  if (lang) params.set('lang', lang);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

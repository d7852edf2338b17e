import { brandName } from '@kankan/domain';
import { detectLocale, isLocale, type Locale } from './locale.ts';

/** localStorage key of the saved language choice (spec 1, 3). */
export const LOCALE_STORAGE_KEY = 'lang';
/** localStorage key and cookie name of the session token (spec 3: the token is also kept in a cookie). */
export const TOKEN_STORAGE_KEY = 'token';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the site then works without a saved choice.
    return undefined;
  }
}

export function loadSavedLocale(storage: ReadableStorage | undefined = safeStorage()): Locale | null {
  const saved = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : null;
}

/** Name of the cookie that carries the saved language to the server, which sends the page in it. */
export const LOCALE_COOKIE = 'lang';

type CookieJar = Pick<Document, 'cookie'>;

function safeDocument(): CookieJar | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

/** Writes the language cookie for the whole site for a year, so the next page arrives in that language. */
export function setLocaleCookie(locale: Locale, doc: CookieJar | undefined = safeDocument()): void {
  if (doc) doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/** Saves the language choice, in storage for the page and in a cookie for the server. */
export function saveLocale(
  locale: Locale,
  storage: WritableStorage | undefined = safeStorage(),
  doc: CookieJar | undefined = safeDocument(),
): void {
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
  setLocaleCookie(locale, doc);
}

/** The language to start with: the saved choice, else the browser language (spec 1). */
export function resolveLocale({
  storage = safeStorage(),
  browser = typeof navigator === 'undefined' ? undefined : navigator.language,
}: { storage?: ReadableStorage | undefined; browser?: string | undefined } = {}): Locale {
  return detectLocale({ saved: storage?.getItem(LOCALE_STORAGE_KEY), browser });
}

/** Saves the new language and reloads the page, which starts again in that language (spec 1). */
export function switchLocale(
  locale: Locale,
  {
    storage = safeStorage(),
    reload = () => window.location.reload(),
    doc = safeDocument(),
  }: { storage?: WritableStorage | undefined; reload?: () => void; doc?: CookieJar | undefined } = {},
): void {
  saveLocale(locale, storage, doc);
  reload();
}

/** Writes the token cookie for the whole site. */
export function setTokenCookie(token: string, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${TOKEN_STORAGE_KEY}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
}

export interface TakenQueryParams {
  token: string | null;
  locale: Locale | null;
  /**
   * A token held back because another session is saved here: the site asks before switching accounts, so a link
   * cannot silently replace the account someone is signed in with.
   */
  heldToken: string | null;
}

/**
 * Takes `token` and `lang` from the page's query string (spec 1): both are stored (the token also in a cookie)
 * and then removed from the address bar, keeping every other parameter and the hash. A `lang` that is not a
 * supported language is removed but not stored. A token other than the saved one is not stored but returned as
 * `heldToken`.
 */
export function takeQueryParams(
  url: string | URL,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  history: Pick<History, 'replaceState' | 'state'>,
  setCookie: (token: string) => void = (token) => setTokenCookie(token),
): TakenQueryParams {
  const current = new URL(url);
  const token = current.searchParams.get('token');
  const lang = current.searchParams.get('lang');
  if (token === null && lang === null) return { token: null, locale: null, heldToken: null };

  const saved = storage.getItem(TOKEN_STORAGE_KEY);
  const held = Boolean(token && saved && saved !== token);
  const taken: TakenQueryParams = {
    token: token && !held ? token : null,
    locale: isLocale(lang) ? lang : null,
    heldToken: held ? token : null,
  };
  if (taken.token) {
    storage.setItem(TOKEN_STORAGE_KEY, taken.token);
    setCookie(taken.token);
  }
  if (taken.locale) saveLocale(taken.locale, storage);

  current.searchParams.delete('token');
  current.searchParams.delete('lang');
  history.replaceState(history.state, '', `${current.pathname}${current.search}${current.hash}`);
  return taken;
}

/** The page title: the brand name of the language (spec 1). */
export function brandTitle(locale: Locale): string {
  return brandName(locale);
}

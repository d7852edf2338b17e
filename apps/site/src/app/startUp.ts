import { loadSavedLocale, resolveLocale, setLocaleCookie, takeQueryParams, type Locale } from '@kankan/i18n';
import { isPhoneUserAgent } from '../rules/routeRules.ts';

export interface StartUpEnvironment {
  href: string;
  storage: Storage;
  history: Pick<History, 'replaceState' | 'state'>;
  userAgent: string;
  browserLanguage: string | undefined;
  /** Writes the token cookie. */
  setCookie?: (token: string) => void;
  /** Where the language cookie is written (the document's cookies unless given). */
  cookies?: Pick<Document, 'cookie'>;
}

/**
 * What the page does before anything renders (spec 1): a `token` and `lang` in the query string are stored and
 * removed from the address bar; the language is the saved choice, else the browser's; phones get the notice only.
 */
export function startUp({
  href,
  storage,
  history,
  userAgent,
  browserLanguage,
  setCookie,
  cookies,
}: StartUpEnvironment): {
  locale: Locale;
  phone: boolean;
  /** A link's token held back because another session is saved (the site asks before switching). */
  heldToken: string | null;
} {
  const { heldToken } = takeQueryParams(href, storage, history, ...(setCookie ? [setCookie] : []));
  // The saved choice (from `?lang=` just now, or an earlier visit) goes to the server as a cookie too, so the next
  // page it sends is already in that language.
  const saved = loadSavedLocale(storage);
  if (saved) setLocaleCookie(saved, cookies);
  return {
    locale: resolveLocale({ storage, browser: browserLanguage }),
    phone: isPhoneUserAgent(userAgent),
    heldToken,
  };
}

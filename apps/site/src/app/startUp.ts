import { resolveLocale, takeQueryParams, type Locale } from '@kankan/i18n';
import { isPhoneUserAgent } from '../rules/routeRules.ts';

export interface StartUpEnvironment {
  href: string;
  storage: Storage;
  history: Pick<History, 'replaceState' | 'state'>;
  userAgent: string;
  browserLanguage: string | undefined;
  /** Writes the token cookie. */
  setCookie?: (token: string) => void;
}

/**
 * What the page does before anything renders (spec 1): a `token` and `lang` in the query string are stored and
 * removed from the address bar; the language is the saved choice, else the browser's; phones get the notice only.
 */
export function startUp({ href, storage, history, userAgent, browserLanguage, setCookie }: StartUpEnvironment): {
  locale: Locale;
  phone: boolean;
} {
  takeQueryParams(href, storage, history, ...(setCookie ? [setCookie] : []));
  return {
    locale: resolveLocale({ storage, browser: browserLanguage }),
    phone: isPhoneUserAgent(userAgent),
  };
}

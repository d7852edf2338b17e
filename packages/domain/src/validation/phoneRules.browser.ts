/**
 * The international phone rules in the browser: libphonenumber-js and its metadata (~30 kB gzip) are a chunk of
 * their own, fetched once the page is idle after its load event, or earlier when a number of another area has
 * to be checked. Mainland numbers never wait for it. Until it has arrived `loadedPhoneRules()` is `undefined`;
 * forms that check phones on submit wait for `loadPhoneRules()` when the number needs it.
 */
import type { PhoneRules } from './international.ts';

let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;

/** The rules if their chunk has arrived. */
export function loadedPhoneRules(): PhoneRules | undefined {
  return rules;
}

/** Fetches the rules once (again after a failure) and resolves with them. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('./international.ts').then(
    (module) => (rules = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Fetched in idle time after the page has loaded (not before its load event: the page's own files come first), so a
// form rarely has to wait for it.
if (typeof window !== 'undefined') {
  const fetchRules = () => void loadPhoneRules().catch(() => undefined);
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(fetchRules, { timeout: 3000 });
    else window.setTimeout(fetchRules, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

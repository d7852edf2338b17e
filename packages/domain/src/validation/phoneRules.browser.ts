/**
 * The international phone rules in the browser: libphonenumber-js and its metadata (~30 kB gzip) are a chunk of
 * their own, fetched when first asked for (the phone field asks when the page is idle after its load event, or
 * earlier when a number of another area has to be checked); importing this module does nothing. Mainland numbers
 * never wait for it. Until it has arrived `loadedPhoneRules()` is `undefined`; forms that check phones on submit
 * wait for `loadPhoneRules()` when the number needs it.
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

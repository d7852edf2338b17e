/**
 * The international phone rules where they cost nothing to load (Node: the server and unit tests): present from the
 * start, so `isPhoneNumber` checks every number synchronously. The browser gets `phoneRules.browser.ts` instead
 * (package.json `imports` → `#phone-rules`, condition `browser`). Both export the same functions.
 */
import * as international from './international.ts';
import type { PhoneRules } from './international.ts';

/** The rules if loaded (always, here). */
export function loadedPhoneRules(): PhoneRules | undefined {
  return international;
}

/** Resolves with the rules (at once, here). */
export function loadPhoneRules(): Promise<PhoneRules> {
  return Promise.resolve(international);
}

import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';
import { regionsOfCallingCode } from './callingCodes.ts';

/**
 * libphonenumber-js's check of a number of any area: with a leading "+" the number carries its calling code;
 * otherwise it is a national number of `callingCode`. Each region of the code is tried, so numbers written with
 * their national prefix (UK 07…) pass. This module holds the library and its metadata (~30 kB gzip): the browser
 * loads it on demand (`phoneRules.browser.ts`), the server at once (`phoneRules.ts`).
 */
export function isInternationalNumber(number: string, callingCode?: string): boolean {
  if (callingCode === undefined) return isValidPhoneNumber(number);
  const regions = regionsOfCallingCode(callingCode);
  if (regions.length === 0) return isValidPhoneNumber(number, { defaultCallingCode: callingCode });
  return regions.some((region) => isValidPhoneNumber(number, region as CountryCode));
}

/** What the phone check needs of the library (the shape of this module). */
export interface PhoneRules {
  isInternationalNumber: (number: string, callingCode?: string) => boolean;
}

import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

/** Every region with a calling code (ISO 3166 codes). */
export function phoneRegions(): string[] {
  return getCountries();
}

/** The calling code of a region without "+", `undefined` for an unknown region. */
export function callingCodeOf(region: string): string | undefined {
  return isSupportedCountry(region) ? getCountryCallingCode(region) : undefined;
}

/** The regions that use a calling code, the code's main region first (US for 1, GB for 44); empty for an unknown code. */
export function regionsOfCallingCode(code: string): readonly string[] {
  return Object.hasOwn(metadata.country_calling_codes, code) ? (metadata.country_calling_codes[code] ?? []) : [];
}

/**
 * libphonenumber-js's check of a number of any area: with a leading "+" the number carries its calling code;
 * otherwise it is a national number of `callingCode`. Each region of the code is tried, so numbers written with
 * their national prefix (UK 07…) pass.
 */
export function isInternationalNumber(number: string, callingCode?: string): boolean {
  if (callingCode === undefined) return isValidPhoneNumber(number);
  const regions = regionsOfCallingCode(callingCode);
  if (regions.length === 0) return isValidPhoneNumber(number, { defaultCallingCode: callingCode });
  return regions.some((region) => isValidPhoneNumber(number, region as CountryCode));
}

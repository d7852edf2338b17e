import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import { CALLING_CODE_REGIONS, callingCodeOf, phoneRegions, regionsOfCallingCode } from './callingCodes.ts';

describe('calling codes', () => {
  it('is the table of the installed libphonenumber-js (copy the new one after an upgrade)', () => {
    expect(CALLING_CODE_REGIONS).toEqual(metadata.country_calling_codes);
  });

  it('lists every region the library knows, with its code', () => {
    expect([...phoneRegions()].sort()).toEqual([...getCountries()].sort());
    for (const region of getCountries()) expect(callingCodeOf(region)).toBe(getCountryCallingCode(region));
  });

  it('puts the main region of a shared code first', () => {
    expect(regionsOfCallingCode('1')[0]).toBe('US');
    expect(regionsOfCallingCode('44')[0]).toBe('GB');
    expect(regionsOfCallingCode('86')).toEqual(['CN']);
    expect(regionsOfCallingCode('999')).toEqual([]);
    expect(callingCodeOf('XX')).toBeUndefined();
  });
});

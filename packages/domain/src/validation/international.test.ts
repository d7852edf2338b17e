import { describe, expect, it } from 'vitest';
import { callingCodeOf, phoneRegions, regionsOfCallingCode } from './international.ts';

describe('calling codes', () => {
  it('gives each region its calling code', () => {
    expect(phoneRegions()).toEqual(expect.arrayContaining(['CN', 'US', 'CA', 'GB', 'HK']));
    expect(callingCodeOf('CN')).toBe('86');
    expect(callingCodeOf('CA')).toBe('1');
    expect(callingCodeOf('GB')).toBe('44');
    expect(callingCodeOf('XX')).toBeUndefined();
    for (const region of phoneRegions()) expect(regionsOfCallingCode(callingCodeOf(region) ?? '')).toContain(region);
  });

  it('puts the main region of a shared code first', () => {
    expect(regionsOfCallingCode('1')[0]).toBe('US');
    expect(regionsOfCallingCode('1')).toContain('CA');
    expect(regionsOfCallingCode('7')[0]).toBe('RU');
    expect(regionsOfCallingCode('44')[0]).toBe('GB');
    expect(regionsOfCallingCode('86')).toEqual(['CN']);
    expect(regionsOfCallingCode('999')).toEqual([]);
    expect(regionsOfCallingCode('constructor')).toEqual([]);
  });
});

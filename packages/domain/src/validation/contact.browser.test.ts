import { describe, expect, it, vi } from 'vitest';

/** contact.ts as the browser has it: its rules (libphonenumber-js) arrive in a chunk of their own. */
async function browserContact() {
  vi.resetModules();
  vi.doMock('./phoneRules.ts', () => import('./phoneRules.browser.ts'));
  return import('./contact.ts');
}

describe('phones in the browser', () => {
  it('checks mainland numbers at once and others once the rules have loaded', async () => {
    const { canCheckPhone, isPhoneNumber, needsPhoneRules, preparePhoneRules, validatePhone } = await browserContact();
    expect(needsPhoneRules('13812345678')).toBe(false);
    expect(needsPhoneRules('+86 138 1234 5678', '44')).toBe(false);
    expect(needsPhoneRules('', '44')).toBe(false);
    expect(needsPhoneRules('+44 20 7946 0958')).toBe(true);
    expect(needsPhoneRules('2025550123', '1')).toBe(true);

    expect(canCheckPhone('13812345678')).toBe(true);
    expect(validatePhone('13812345678')).toBeNull();
    expect(validatePhone('23812345678')).toBe('phoneInvalid');
    expect(canCheckPhone('+44 20 7946 0958')).toBe(false);
    // Not valid before the rules are there; asking starts their fetch.
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(false);

    await preparePhoneRules();
    expect(canCheckPhone('+44 20 7946 0958')).toBe(true);
    expect(isPhoneNumber('+44 20 7946 0958')).toBe(true);
    expect(validatePhone('07700900123', { areaCode: '44' })).toBeNull();
    expect(validatePhone('12', { areaCode: '1' })).toBe('phoneInvalid');
  });
});

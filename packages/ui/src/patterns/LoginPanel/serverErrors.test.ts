import { activateLocale, messageForCode } from '@kankan/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginErrorForCode } from './serverErrors.ts';

describe('loginErrorForCode', () => {
  beforeAll(async () => {
    await activateLocale('en');
  });

  /** As the API client's error for a server code carries it: the catalogue's message of the code. */
  const errorFor = (code: number) => loginErrorForCode(code, messageForCode(code));

  it('puts field errors at their field with the message of the code', () => {
    expect(errorFor(3008)).toEqual({ serverErrors: { phoneNum: 'This account is already registered.' } });
    expect(errorFor(3006)).toEqual({ serverErrors: { code: 'The verification code is incorrect.' } });
    expect(errorFor(3007)).toEqual({ serverErrors: { userName: 'This user name is already taken.' } });
  });

  it('puts wrong credentials and unknown codes above the form', () => {
    expect(errorFor(3014)).toEqual({ formError: 'Incorrect user name or password.' });
    expect(errorFor(9999)).toHaveProperty('formError', expect.stringContaining('9999'));
    expect(loginErrorForCode(3006, 'as the call said')).toEqual({ serverErrors: { code: 'as the call said' } });
  });
});

import type { components } from '@kankan/api';
import { activateLocale, messageForCode } from '@kankan/i18n';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  accountPart,
  codeRequestFor,
  loginErrorForCode,
  type CodeLoginPayload,
  type PasswordLoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
} from './payloads.ts';

type Schemas = components['schemas'];

describe('payloads', () => {
  it('match the contract request bodies', () => {
    expectTypeOf<PasswordLoginPayload>().toMatchTypeOf<Schemas['PasswordLoginRequest']>();
    expectTypeOf<CodeLoginPayload>().toMatchTypeOf<Schemas['QuickLoginRequest']>();
    expectTypeOf<RegisterPayload>().toMatchTypeOf<Schemas['RegisterRequest']>();
    expectTypeOf<ResetPasswordPayload>().toMatchTypeOf<Schemas['ResetPasswordRequest']>();
  });

  it('sends a phone number with its area code and an e-mail without one', () => {
    expect(accountPart({ areaNum: '852', phoneNum: ' 51234567 ' })).toEqual({ phoneNum: '51234567', areaNum: '852' });
    expect(accountPart({ areaNum: '86', phoneNum: 'lihua@example.com' })).toEqual({ phoneNum: 'lihua@example.com' });
  });

  it('asks for the code by text message or by e-mail', () => {
    expect(codeRequestFor({ areaNum: '86', phoneNum: '13800138000' })).toEqual({
      phoneNum: '13800138000',
      areaNum: '86',
    });
    expect(codeRequestFor({ areaNum: '86', phoneNum: 'lihua@example.com' })).toEqual({ email: 'lihua@example.com' });
  });
});

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

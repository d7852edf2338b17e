import type { components } from '@kankan/api';
import type { LoginAccount } from '@kankan/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  accountBody,
  codeLoginBody,
  codeRequestOf,
  passwordLoginBody,
  registerBody,
  resetPasswordBody,
} from './loginBodies.ts';

type Schemas = components['schemas'];

const mobile: LoginAccount = { kind: 'mobile', areaNum: '852', number: '51234567' };
const email: LoginAccount = { kind: 'email', address: 'lihua@example.com' };

describe('sign-in bodies', () => {
  it('are the contract request bodies', () => {
    expectTypeOf(passwordLoginBody).returns.toMatchTypeOf<Schemas['PasswordLoginRequest']>();
    expectTypeOf(codeLoginBody).returns.toMatchTypeOf<Schemas['QuickLoginRequest']>();
    expectTypeOf(registerBody).returns.toMatchTypeOf<Schemas['RegisterRequest']>();
    expectTypeOf(resetPasswordBody).returns.toMatchTypeOf<Schemas['ResetPasswordRequest']>();
  });

  it('send a phone number with its area code and an e-mail without one', () => {
    expect(accountBody(mobile)).toEqual({ phoneNum: '51234567', areaNum: '852' });
    expect(accountBody(email)).toEqual({ phoneNum: 'lihua@example.com' });
    expect(passwordLoginBody({ account: email, password: 'Secret2026' })).toEqual({
      phoneNum: 'lihua@example.com',
      password: 'Secret2026',
    });
  });

  it('repeat the new password as its confirmation and accept the agreement on registering', () => {
    expect(registerBody({ account: mobile, code: '482913', userName: '李华', password: 'Secret2026' })).toEqual({
      phoneNum: '51234567',
      areaNum: '852',
      code: '482913',
      userName: '李华',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      agreement: true,
    });
    expect(resetPasswordBody({ account: email, code: '482913', password: 'NewSecret26' })).toEqual({
      phoneNum: 'lihua@example.com',
      code: '482913',
      password: 'NewSecret26',
      confirmPassword: 'NewSecret26',
    });
  });

  it('ask for the code by text message or by e-mail', () => {
    expect(codeRequestOf({ kind: 'mobile', areaNum: '86', number: '13800138000' })).toEqual({
      channel: 'sms',
      body: { phoneNum: '13800138000', areaNum: '86' },
    });
    expect(codeRequestOf(email)).toEqual({ channel: 'email', body: { email: 'lihua@example.com' } });
  });
});

import type { components } from '@kankan/api';
import type { CodeLogin, LoginAccount, PasswordLogin, PasswordReset, Registration } from '@kankan/domain';

type Schemas = components['schemas'];

/**
 * The account part of every sign-in body: `phoneNum` carries a mobile number (then with its `areaNum`) or an e-mail
 * address (then alone).
 */
export function accountBody(account: LoginAccount): Schemas['CheckUserRequest'] {
  return account.kind === 'email'
    ? { phoneNum: account.address }
    : { phoneNum: account.number, areaNum: account.areaNum };
}

export function passwordLoginBody({ account, password }: PasswordLogin): Schemas['PasswordLoginRequest'] {
  return { ...accountBody(account), password };
}

export function codeLoginBody({ account, code }: CodeLogin): Schemas['QuickLoginRequest'] {
  return { ...accountBody(account), code };
}

/** The panel has checked the confirmation and the agreement; the contract still asks for both. */
export function registerBody({ account, code, userName, password }: Registration): Schemas['RegisterRequest'] {
  return { ...accountBody(account), code, userName, password, confirmPassword: password, agreement: true };
}

export function resetPasswordBody({ account, code, password }: PasswordReset): Schemas['ResetPasswordRequest'] {
  return { ...accountBody(account), code, password, confirmPassword: password };
}

/** A code goes by text message to a mobile number (`getMsgAuthCode`), by e-mail to an address (`getEmailAuthCode`). */
export type CodeRequest =
  { channel: 'sms'; body: Schemas['MsgAuthCodeRequest'] } | { channel: 'email'; body: Schemas['EmailAuthCodeRequest'] };

export function codeRequestOf(account: LoginAccount): CodeRequest {
  return account.kind === 'email'
    ? { channel: 'email', body: { email: account.address } }
    : { channel: 'sms', body: { phoneNum: account.number, areaNum: account.areaNum } };
}

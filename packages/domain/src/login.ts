/**
 * The account a customer signs in with, from the one account field: a value with "@" is an e-mail address (as
 * `validateCodeRequestAccount` checks it), anything else a mobile number of the chosen area code.
 */
export type LoginAccount = { kind: 'mobile'; areaNum: string; number: string } | { kind: 'email'; address: string };

/** The account as typed (trimmed); the area code goes with a mobile number only. */
export function loginAccountOf(typed: { areaNum: string; phoneNum: string }): LoginAccount {
  const value = typed.phoneNum.trim();
  return value.includes('@')
    ? { kind: 'email', address: value }
    : { kind: 'mobile', areaNum: typed.areaNum, number: value };
}

/** A login with the account's password. */
export interface PasswordLogin {
  account: LoginAccount;
  password: string;
}

/** A login with a verification code sent to the account. */
export interface CodeLogin {
  account: LoginAccount;
  code: string;
}

/** A new account: the account proved by its code, a user name and a password (the agreement accepted). */
export interface Registration {
  account: LoginAccount;
  code: string;
  userName: string;
  password: string;
}

/** A new password for an account proved by its code. */
export interface PasswordReset {
  account: LoginAccount;
  code: string;
  password: string;
}

/** What a verification code is asked for. */
export type CodePurpose = 'login' | 'register' | 'reset';

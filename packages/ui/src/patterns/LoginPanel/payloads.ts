/*
 * What the login panel hands to the site: the request bodies of the contract (openapi.yaml: PasswordLoginRequest,
 * QuickLoginRequest, MsgAuthCodeRequest / EmailAuthCodeRequest, RegisterRequest, ResetPasswordRequest). The account
 * field `phoneNum` carries a mobile number (then with its `areaNum`) or an e-mail address (then without).
 */

/** The account part of every body: a mobile number with its area code, or an e-mail address alone. */
export type AccountPart = { phoneNum: string; areaNum: string } | { phoneNum: string; areaNum?: undefined };

export type PasswordLoginPayload = AccountPart & { password: string };
export type CodeLoginPayload = AccountPart & { code: string };
export type RegisterPayload = AccountPart & {
  code: string;
  userName: string;
  password: string;
  confirmPassword: string;
  agreement: true;
};
export type ResetPasswordPayload = AccountPart & { code: string; password: string; confirmPassword: string };

/** The body of the code request: by text message (`getMsgAuthCode`) or by e-mail (`getEmailAuthCode`). */
export type SendCodeRequest = { phoneNum: string; areaNum: string } | { email: string };

/** Which form asked for the code. */
export type CodePurpose = 'login' | 'register' | 'reset';

/** Field names of the panel's forms; `serverErrors` uses them. */
export type LoginFieldName = 'phoneNum' | 'password' | 'code' | 'userName' | 'confirmPassword' | 'agreement';

export type LoginServerErrors = Partial<Record<LoginFieldName, string>>;

/** The account as typed: an "@" makes it an e-mail (sent without the area code). */
export function accountPart(account: { areaNum: string; phoneNum: string }): AccountPart {
  const value = account.phoneNum.trim();
  return value.includes('@') ? { phoneNum: value } : { phoneNum: value, areaNum: account.areaNum };
}

export function codeRequestFor(account: { areaNum: string; phoneNum: string }): SendCodeRequest {
  const value = account.phoneNum.trim();
  return value.includes('@') ? { email: value } : { phoneNum: value, areaNum: account.areaNum };
}

const fieldOfCode: Partial<Record<number, LoginFieldName>> = {
  3005: 'code',
  3006: 'code',
  3007: 'userName',
  3008: 'phoneNum',
  3009: 'confirmPassword',
  3010: 'userName',
  3011: 'password',
  3012: 'userName',
  3013: 'phoneNum',
  3015: 'phoneNum',
  3019: 'phoneNum',
  3020: 'phoneNum',
  3021: 'userName',
  3023: 'code',
  4007: 'phoneNum',
};

/**
 * Where a server error code of a sign-in call belongs: at the field it is about, or above the form when it is about
 * the whole attempt (wrong user name or password, network busy, unknown codes). `message` is what the failed call
 * says (the API client's error carries the catalogue's message of its code), so the panel needs no error catalogue.
 */
export function loginErrorForCode(
  code: number,
  message: string,
): { serverErrors: LoginServerErrors } | { formError: string } {
  const field = fieldOfCode[code];
  return field ? { serverErrors: { [field]: message } } : { formError: message };
}

/** Field names of the panel's forms; `serverErrors` uses them. */
export type LoginFieldName = 'phoneNum' | 'password' | 'code' | 'userName' | 'confirmPassword' | 'agreement';

export type LoginServerErrors = Partial<Record<LoginFieldName, string>>;

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

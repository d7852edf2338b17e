import { useLingui } from '@lingui/react/macro';
import { validatePassword, validatePasswordConfirmation } from '@kankan/domain';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { fieldProps, type FieldGroupProps, type LoginValues } from './loginValues.ts';
import type { LoginChecks } from './useLoginForm.ts';

/** The checks of a new password and its confirmation on submit. */
export function newPasswordReasons(values: LoginValues): LoginChecks {
  return {
    password: validatePassword(values.newPassword),
    confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
  };
}

/** The new password and its confirmation as the request bodies take them. */
export function newPasswordPart(values: LoginValues): { password: string; confirmPassword: string } {
  return { password: values.newPassword, confirmPassword: values.confirmPassword };
}

/** A new password with its rule, and the same again to confirm it. */
export function NewPasswordFields(fields: FieldGroupProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        {...fieldProps(fields, 'newPassword', 'password', t`New password`)}
        description={t`8-16 characters with upper-case and lower-case letters and digits.`}
        isRequired
        autoComplete="new-password"
      />
      <PasswordField
        {...fieldProps(fields, 'confirmPassword', 'confirmPassword', t`Confirm password`)}
        isRequired
        autoComplete="new-password"
      />
    </>
  );
}

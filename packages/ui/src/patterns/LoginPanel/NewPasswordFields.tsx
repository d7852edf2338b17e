import { useLingui } from '@lingui/react/macro';
import { validatePassword, validatePasswordConfirmation, type ValidationReason } from '@kankan/domain';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { reasonProps } from '../fieldErrors.ts';
import type { FieldGroupProps, LoginValues } from './loginValues.ts';
import type { LoginChecks } from './useLoginForm.ts';

/** The checks of a new password and its confirmation on submit. */
export function newPasswordReasons(values: LoginValues): LoginChecks {
  return {
    password: validatePassword(values.newPassword),
    confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword),
  };
}

/** The new password (the checks have made sure the confirmation repeats it). */
export function newPasswordPart(values: LoginValues): { password: string } {
  return { password: values.newPassword };
}

/** One of the two fields as its form keeps it: the text, the change (which clears the field's reason), the reason. */
export interface NewPasswordValue {
  value: string;
  onChange: (value: string) => void;
  /** What the form's checks found on submit; none while the field passes or since it changed. */
  reason?: ValidationReason | undefined;
}

export interface NewPasswordFieldsProps {
  /** The new password, sent as `password`. */
  password: NewPasswordValue;
  /** The same again, sent as `confirmPassword`. */
  confirmPassword: NewPasswordValue;
  /** The confirmation's label; default "Confirm password". A form that also asks for the current password says
   * "Confirm new password". */
  confirmLabel?: string;
}

/** The two fields kept in the sign-in panel's values, with the reasons of its form. */
export function loginNewPassword({ values, onValues, errors, clear }: FieldGroupProps): NewPasswordFieldsProps {
  return {
    password: {
      value: values.newPassword,
      onChange: (newPassword) => {
        clear('password');
        onValues({ ...values, newPassword });
      },
      reason: errors.password,
    },
    confirmPassword: {
      value: values.confirmPassword,
      onChange: (confirmPassword) => {
        clear('confirmPassword');
        onValues({ ...values, confirmPassword });
      },
      reason: errors.confirmPassword,
    },
  };
}

/**
 * A new password with its rule, and the same again to confirm it: the sign-in panel's register and reset forms, and
 * the account area's change-password form.
 */
export function NewPasswordFields({ password, confirmPassword, confirmLabel }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const passwordLabel = t`New password`;
  const confirmationLabel = confirmLabel ?? t`Confirm password`;
  return (
    <>
      <PasswordField
        name="password"
        label={passwordLabel}
        description={t`8-16 characters with upper-case and lower-case letters and digits.`}
        isRequired
        autoComplete="new-password"
        value={password.value}
        onChange={password.onChange}
        {...reasonProps(password.reason, passwordLabel)}
      />
      <PasswordField
        name="confirmPassword"
        label={confirmationLabel}
        isRequired
        autoComplete="new-password"
        value={confirmPassword.value}
        onChange={confirmPassword.onChange}
        {...reasonProps(confirmPassword.reason, confirmationLabel)}
      />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { loginAccountOf, validatePassword, type PasswordLogin, type ValidationReason } from '@kankan/domain';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { AccountFields, accountReason } from './AccountFields.tsx';
import { LoginForm } from './LoginForm.tsx';
import { fieldProps, type LoginFormProps } from './loginValues.ts';
import { useLoginForm } from './useLoginForm.ts';

/** Login does not re-check the strength rule of new passwords: only blank and the 8-16 length. */
function loginPasswordReason(password: string): ValidationReason | null {
  const reason = validatePassword(password);
  return reason === 'passwordWeak' ? null : reason;
}

/** Login with the account and its password. */
export function PasswordLoginForm(props: LoginFormProps<PasswordLogin>) {
  const { t } = useLingui();
  const { values } = props;
  const { form, fields } = useLoginForm(
    props,
    () => ({ phoneNum: accountReason(values.account), password: loginPasswordReason(values.password) }),
    () => ({ account: loginAccountOf(values.account), password: values.password }),
  );
  return (
    <LoginForm {...form} submitLabel={t`Log in`}>
      <AccountFields {...fields} />
      <PasswordField {...fieldProps(fields, 'password', 'password', t`Password`)} isRequired />
    </LoginForm>
  );
}

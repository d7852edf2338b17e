import { useLingui } from '@lingui/react/macro';
import type { PasswordReset } from '@kankan/domain';
import { CodeFields, codePart, codeReasons, type CodeFormProps } from './CodeFields.tsx';
import { LoginForm } from './LoginForm.tsx';
import { loginNewPassword, NewPasswordFields, newPasswordPart, newPasswordReasons } from './NewPasswordFields.tsx';
import { useLoginForm } from './useLoginForm.ts';

/** Find password: a verification code sent to the account proves it is the customer's, then a new password. */
export function ResetPasswordForm({ codeSending, ...props }: CodeFormProps<PasswordReset>) {
  const { t } = useLingui();
  const { values } = props;
  const { form, fields } = useLoginForm(
    props,
    () => ({ ...codeReasons(values), ...newPasswordReasons(values) }),
    () => ({ ...codePart(values), ...newPasswordPart(values) }),
  );
  return (
    <LoginForm {...form} submitLabel={t`Reset password`}>
      <CodeFields {...fields} {...codeSending} purpose="reset" />
      <NewPasswordFields {...loginNewPassword(fields)} />
    </LoginForm>
  );
}

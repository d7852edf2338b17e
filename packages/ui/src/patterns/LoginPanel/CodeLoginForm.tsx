import { useLingui } from '@lingui/react/macro';
import type { CodeLogin } from '@kankan/domain';
import { CodeFields, codePart, codeReasons, type CodeFormProps } from './CodeFields.tsx';
import { LoginForm } from './LoginForm.tsx';
import { useLoginForm } from './useLoginForm.ts';

/** Login with the account and a verification code sent to it. */
export function CodeLoginForm({ codeSending, ...props }: CodeFormProps<CodeLogin>) {
  const { t } = useLingui();
  const { form, fields } = useLoginForm(
    props,
    () => codeReasons(props.values),
    () => codePart(props.values),
  );
  return (
    <LoginForm {...form} submitLabel={t`Log in`}>
      <CodeFields {...fields} {...codeSending} purpose="login" />
    </LoginForm>
  );
}

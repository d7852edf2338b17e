import { useLingui } from '@lingui/react/macro';
import { CodeFields, codePart, codeReasons, type CodeFormProps } from './CodeFields.tsx';
import { LoginForm } from './LoginForm.tsx';
import type { CodeLoginPayload } from './payloads.ts';
import { useLoginForm } from './useLoginForm.ts';

/** Login with the account and a verification code sent to it. */
export function CodeLoginForm({ codeSending, ...props }: CodeFormProps<CodeLoginPayload>) {
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

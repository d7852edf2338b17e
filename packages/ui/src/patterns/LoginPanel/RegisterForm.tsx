import { useLingui } from '@lingui/react/macro';
import { validateAgreement, validateUserName, type Registration } from '@kankan/domain';
import { messageForReason } from '@kankan/i18n';
import type { ReactNode } from 'react';
import { AgreementField } from '../../components/AgreementField/AgreementField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { CodeFields, codePart, codeReasons, type CodeFormProps } from './CodeFields.tsx';
import { LoginForm } from './LoginForm.tsx';
import { fieldProps } from './loginValues.ts';
import { loginNewPassword, NewPasswordFields, newPasswordPart, newPasswordReasons } from './NewPasswordFields.tsx';
import { useLoginForm } from './useLoginForm.ts';

export interface Terms {
  /** The terms' name as the link shows it, e.g. "《看看空间用户协议》" or "Terms of Service". */
  label: ReactNode;
  /** The whole text; it must be scrolled to its end before Confirm ticks the box. */
  text: ReactNode;
}

/** Register: a user name, the account proved by a verification code, a password, and the user agreement. */
export function RegisterForm({ codeSending, terms, ...props }: CodeFormProps<Registration> & { terms: Terms }) {
  const { t } = useLingui();
  const { values, onValues } = props;
  const { form, fields } = useLoginForm(
    props,
    () => ({
      userName: validateUserName(values.userName),
      ...codeReasons(values),
      ...newPasswordReasons(values),
      agreement: validateAgreement(values.agreement),
    }),
    () => ({
      ...codePart(values),
      userName: values.userName.trim(),
      ...newPasswordPart(values),
    }),
  );
  const { errors, clear } = fields;
  return (
    <LoginForm {...form} submitLabel={t`Register`}>
      <TextField {...fieldProps(fields, 'userName', 'userName', t`User name`)} isRequired autoComplete="nickname" />
      <CodeFields {...fields} {...codeSending} purpose="register" />
      <NewPasswordFields {...loginNewPassword(fields)} />
      <AgreementField
        name="agreement"
        termsLabel={terms.label}
        isRequired
        isSelected={values.agreement}
        onChange={(agreement) => {
          clear('agreement');
          onValues({ ...values, agreement });
        }}
        {...(errors.agreement ? { isInvalid: true, errorMessage: messageForReason(errors.agreement) } : {})}
      >
        {terms.text}
      </AgreementField>
    </LoginForm>
  );
}

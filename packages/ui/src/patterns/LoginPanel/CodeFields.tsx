import { useLingui } from '@lingui/react/macro';
import { loginAccountOf, validateRequired, type CodePurpose, type LoginAccount } from '@kankan/domain';
import { VerificationCodeField } from '../../components/VerificationCodeField/VerificationCodeField.tsx';
import type { Clock } from '../../runtime/clock.ts';
import { AccountFields, accountReason } from './AccountFields.tsx';
import { fieldProps, type FieldGroupProps, type LoginFormProps, type LoginValues } from './loginValues.ts';
import type { LoginChecks } from './useLoginForm.ts';

/** How the forms with a verification code ask for one (see `LoginPanelProps`). */
export interface CodeProps {
  onSendCode: (account: LoginAccount, purpose: CodePurpose) => unknown;
  codeResendSeconds?: number;
  codeClock?: Clock;
}

/** The props of a form with a verification code. */
export interface CodeFormProps<P> extends LoginFormProps<P> {
  codeSending: CodeProps;
}

/** The checks of the account and the code on submit. */
export function codeReasons(values: LoginValues): LoginChecks {
  return { phoneNum: accountReason(values.account), code: validateRequired(values.code) };
}

/** The account and the code it was sent. */
export function codePart(values: LoginValues): { account: LoginAccount; code: string } {
  return { account: loginAccountOf(values.account), code: values.code.trim() };
}

/**
 * The account field and, below it, the verification code with its Send button: the code is sent to the account, so
 * the two always go together.
 */
export function CodeFields({
  purpose,
  onSendCode,
  codeResendSeconds,
  codeClock,
  ...fields
}: FieldGroupProps & CodeProps & { purpose: CodePurpose }) {
  const { t } = useLingui();
  const { values } = fields;
  // Send code stays enabled (spec 5): without a valid account it shows the reason at the account field and sends
  // nothing.
  const sendCode = (): unknown => {
    const { account } = values;
    const reason = accountReason(account);
    if (reason !== null) {
      fields.check({ phoneNum: reason });
      return false;
    }
    return onSendCode(loginAccountOf(account), purpose);
  };
  return (
    <>
      <AccountFields {...fields} />
      <VerificationCodeField
        {...fieldProps(fields, 'code', 'code', t`Verification code`)}
        isRequired
        canSend
        onSend={() => sendCode()}
        resendSeconds={codeResendSeconds}
        clock={codeClock}
      />
    </>
  );
}

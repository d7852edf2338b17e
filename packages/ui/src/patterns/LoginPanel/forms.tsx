import { useLingui } from '@lingui/react/macro';
import {
  canCheckPhone,
  preparePhoneRules,
  validateAgreement,
  validateCodeRequestAccount,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
  validateUserName,
  type ValidationReason,
} from '@kankan/domain';
import { messageForReason } from '@kankan/i18n';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AgreementField } from '../../components/AgreementField/AgreementField.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { PhoneField, type PhoneValue } from '../../components/PhoneField/PhoneField.tsx';
import { usePhoneCheck } from '../../components/PhoneField/usePhoneCheck.ts';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { Clock } from '../../foundations/clock.ts';
import { VerificationCodeField } from '../../components/VerificationCodeField/VerificationCodeField.tsx';
import * as styles from './LoginPanel.css.ts';
import {
  accountPart,
  codeRequestFor,
  type CodeLoginPayload,
  type CodePurpose,
  type LoginFieldName,
  type LoginServerErrors,
  type PasswordLoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type SendCodeRequest,
} from './payloads.ts';

/** Everything the forms of the panel hold; kept by the panel so switching tabs loses nothing. */
export interface LoginValues {
  account: PhoneValue;
  password: string;
  code: string;
  userName: string;
  newPassword: string;
  confirmPassword: string;
  agreement: boolean;
}

export const emptyLoginValues = (areaNum: string): LoginValues => ({
  account: { areaNum, phoneNum: '' },
  password: '',
  code: '',
  userName: '',
  newPassword: '',
  confirmPassword: '',
  agreement: false,
});

type Errors = Partial<Record<LoginFieldName, ValidationReason>>;

interface SharedProps {
  values: LoginValues;
  onValues: (values: LoginValues) => void;
  serverErrors?: LoginServerErrors;
  formError?: string;
  pending: boolean;
}

interface CodeProps {
  onSendCode: (request: SendCodeRequest, purpose: CodePurpose) => unknown;
  codeResendSeconds?: number;
  codeClock?: Clock;
}

/** Error state of one form: reasons set on submit, each cleared when its field changes; focus to the first. */
function useFormErrors() {
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return {
    errors,
    formRef,
    /** Records the reasons; true when there are none. */
    check(next: Errors): boolean {
      const failing = Object.fromEntries(Object.entries(next).filter(([, reason]) => reason != null)) as Errors;
      setErrors(failing);
      setAttempt((n) => n + 1);
      return Object.keys(failing).length === 0;
    },
    clear(field: LoginFieldName) {
      setErrors((current) =>
        field in current
          ? (Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) as Errors)
          : current,
      );
    },
  };
}

function useFieldLabels() {
  const { t } = useLingui();
  return {
    account: t`Mobile number or e-mail`,
    password: t`Password`,
    newPassword: t`New password`,
    confirmPassword: t`Confirm password`,
    code: t`Verification code`,
    userName: t`User name`,
  };
}

/** The invalid state and message of a field with a client-side reason; server errors come through the Form. */
function errorProps(reason: ValidationReason | undefined, field: string) {
  return reason ? { isInvalid: true, errorMessage: messageForReason(reason, { field }) } : {};
}

/** Login does not re-check the strength rule of new passwords: only blank and the 8-16 length. */
function loginPasswordReason(password: string): ValidationReason | null {
  const reason = validatePassword(password);
  return reason === 'passwordWeak' ? null : reason;
}

function accountReason(account: PhoneValue): ValidationReason | null {
  return validateCodeRequestAccount(account.phoneNum, account.areaNum);
}

/**
 * Submit: the checks run at once for a mainland number or an e-mail; a number of another area first waits for the
 * phone rules (libphonenumber-js, loaded on demand) so its message is the real one.
 */
function submitHandler(account: PhoneValue, run: () => void) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canCheckPhone(account.phoneNum, account.areaNum)) run();
    else void preparePhoneRules().then(run);
  };
}

function AccountInput({
  values,
  onValues,
  reason,
  clear,
  label,
}: Pick<SharedProps, 'values' | 'onValues'> & {
  reason: ValidationReason | undefined;
  clear: (field: LoginFieldName) => void;
  label: string;
}) {
  return (
    <PhoneField
      name="phoneNum"
      label={label}
      isRequired
      autoComplete="username"
      value={values.account}
      onChange={(account) => {
        clear('phoneNum');
        onValues({ ...values, account });
      }}
      {...errorProps(reason, label)}
    />
  );
}

function CodeInput({
  values,
  onValues,
  reason,
  clear,
  label,
  purpose,
  onSendCode,
  codeResendSeconds,
  codeClock,
}: Pick<SharedProps, 'values' | 'onValues'> &
  CodeProps & {
    reason: ValidationReason | undefined;
    clear: (field: LoginFieldName) => void;
    label: string;
    purpose: CodePurpose;
  }) {
  // Sending needs a valid account: render again when the rules for a number of another area arrive.
  usePhoneCheck(values.account.phoneNum, values.account.areaNum);
  return (
    <VerificationCodeField
      name="code"
      label={label}
      isRequired
      value={values.code}
      onChange={(code) => {
        clear('code');
        onValues({ ...values, code });
      }}
      canSend={accountReason(values.account) === null}
      onSend={() => onSendCode(codeRequestFor(values.account), purpose)}
      resendSeconds={codeResendSeconds}
      clock={codeClock}
      {...errorProps(reason, label)}
    />
  );
}

function Submit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className={styles.submitRow}>
      <Button type="submit" size="large" fullWidth isPending={pending}>
        {children}
      </Button>
    </div>
  );
}

export function PasswordLoginForm({
  values,
  onValues,
  serverErrors,
  formError,
  pending,
  onSubmit,
}: SharedProps & { onSubmit: (payload: PasswordLoginPayload) => void }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const { errors, formRef, check, clear } = useFormErrors();
  const submit = submitHandler(values.account, () => {
    if (pending) return;
    const ok = check({
      phoneNum: accountReason(values.account) ?? undefined,
      password: loginPasswordReason(values.password) ?? undefined,
    });
    if (ok) onSubmit({ ...accountPart(values.account), password: values.password });
  });
  return (
    <Form validationBehavior="aria" validationErrors={serverErrors} formError={formError} onSubmit={submit}>
      <div ref={formRef} className={styles.formBody}>
        <AccountInput
          values={values}
          onValues={onValues}
          reason={errors.phoneNum}
          clear={clear}
          label={labels.account}
        />
        <PasswordField
          name="password"
          label={labels.password}
          isRequired
          value={values.password}
          onChange={(password) => {
            clear('password');
            onValues({ ...values, password });
          }}
          {...errorProps(errors.password, labels.password)}
        />
        <Submit pending={pending}>{t`Log in`}</Submit>
      </div>
    </Form>
  );
}

export function CodeLoginForm({
  values,
  onValues,
  serverErrors,
  formError,
  pending,
  onSubmit,
  ...codeProps
}: SharedProps & CodeProps & { onSubmit: (payload: CodeLoginPayload) => void }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const { errors, formRef, check, clear } = useFormErrors();
  const submit = submitHandler(values.account, () => {
    if (pending) return;
    const ok = check({
      phoneNum: accountReason(values.account) ?? undefined,
      code: validateRequired(values.code) ?? undefined,
    });
    if (ok) onSubmit({ ...accountPart(values.account), code: values.code.trim() });
  });
  return (
    <Form validationBehavior="aria" validationErrors={serverErrors} formError={formError} onSubmit={submit}>
      <div ref={formRef} className={styles.formBody}>
        <AccountInput
          values={values}
          onValues={onValues}
          reason={errors.phoneNum}
          clear={clear}
          label={labels.account}
        />
        <CodeInput
          {...codeProps}
          values={values}
          onValues={onValues}
          reason={errors.code}
          clear={clear}
          label={labels.code}
          purpose="login"
        />
        <Submit pending={pending}>{t`Log in`}</Submit>
      </div>
    </Form>
  );
}

function NewPasswordInputs({
  values,
  onValues,
  errors,
  clear,
}: Pick<SharedProps, 'values' | 'onValues'> & { errors: Errors; clear: (field: LoginFieldName) => void }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  return (
    <>
      <PasswordField
        name="password"
        label={labels.newPassword}
        description={t`8-16 characters with upper-case and lower-case letters and digits.`}
        isRequired
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(newPassword) => {
          clear('password');
          onValues({ ...values, newPassword });
        }}
        {...errorProps(errors.password, labels.newPassword)}
      />
      <PasswordField
        name="confirmPassword"
        label={labels.confirmPassword}
        isRequired
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(confirmPassword) => {
          clear('confirmPassword');
          onValues({ ...values, confirmPassword });
        }}
        {...errorProps(errors.confirmPassword, labels.confirmPassword)}
      />
    </>
  );
}

export interface Terms {
  /** The terms' name as the link shows it, e.g. "《看看空间用户协议》" or "Terms of Service". */
  label: ReactNode;
  /** The whole text; it must be scrolled to its end before Confirm ticks the box. */
  text: ReactNode;
}

export function RegisterForm({
  values,
  onValues,
  serverErrors,
  formError,
  pending,
  onSubmit,
  terms,
  ...codeProps
}: SharedProps & CodeProps & { onSubmit: (payload: RegisterPayload) => void; terms: Terms }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const { errors, formRef, check, clear } = useFormErrors();
  const submit = submitHandler(values.account, () => {
    if (pending) return;
    const ok = check({
      userName: validateUserName(values.userName) ?? undefined,
      phoneNum: accountReason(values.account) ?? undefined,
      code: validateRequired(values.code) ?? undefined,
      password: validatePassword(values.newPassword) ?? undefined,
      confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword) ?? undefined,
      agreement: validateAgreement(values.agreement) ?? undefined,
    });
    if (ok)
      onSubmit({
        ...accountPart(values.account),
        code: values.code.trim(),
        userName: values.userName.trim(),
        password: values.newPassword,
        confirmPassword: values.confirmPassword,
        agreement: true,
      });
  });
  return (
    <Form validationBehavior="aria" validationErrors={serverErrors} formError={formError} onSubmit={submit}>
      <div ref={formRef} className={styles.formBody}>
        <TextField
          name="userName"
          label={labels.userName}
          isRequired
          autoComplete="nickname"
          value={values.userName}
          onChange={(userName) => {
            clear('userName');
            onValues({ ...values, userName });
          }}
          {...errorProps(errors.userName, labels.userName)}
        />
        <AccountInput
          values={values}
          onValues={onValues}
          reason={errors.phoneNum}
          clear={clear}
          label={labels.account}
        />
        <CodeInput
          {...codeProps}
          values={values}
          onValues={onValues}
          reason={errors.code}
          clear={clear}
          label={labels.code}
          purpose="register"
        />
        <NewPasswordInputs values={values} onValues={onValues} errors={errors} clear={clear} />
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
        <Submit pending={pending}>{t`Register`}</Submit>
      </div>
    </Form>
  );
}

export function ResetPasswordForm({
  values,
  onValues,
  serverErrors,
  formError,
  pending,
  onSubmit,
  ...codeProps
}: SharedProps & CodeProps & { onSubmit: (payload: ResetPasswordPayload) => void }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const { errors, formRef, check, clear } = useFormErrors();
  const submit = submitHandler(values.account, () => {
    if (pending) return;
    const ok = check({
      phoneNum: accountReason(values.account) ?? undefined,
      code: validateRequired(values.code) ?? undefined,
      password: validatePassword(values.newPassword) ?? undefined,
      confirmPassword: validatePasswordConfirmation(values.newPassword, values.confirmPassword) ?? undefined,
    });
    if (ok)
      onSubmit({
        ...accountPart(values.account),
        code: values.code.trim(),
        password: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
  });
  return (
    <Form validationBehavior="aria" validationErrors={serverErrors} formError={formError} onSubmit={submit}>
      <div ref={formRef} className={styles.formBody}>
        <AccountInput
          values={values}
          onValues={onValues}
          reason={errors.phoneNum}
          clear={clear}
          label={labels.account}
        />
        <CodeInput
          {...codeProps}
          values={values}
          onValues={onValues}
          reason={errors.code}
          clear={clear}
          label={labels.code}
          purpose="reset"
        />
        <NewPasswordInputs values={values} onValues={onValues} errors={errors} clear={clear} />
        <Submit pending={pending}>{t`Reset password`}</Submit>
      </div>
    </Form>
  );
}

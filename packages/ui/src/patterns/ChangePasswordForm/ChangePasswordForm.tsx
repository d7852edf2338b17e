import { useLingui } from '@lingui/react/macro';
import { validatePassword, validatePasswordConfirmation, validateRequired } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { useState, type Ref } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { PasswordField } from '../../components/PasswordField/PasswordField.tsx';
import { reasonProps, useFieldErrors, useServerError, type ServerError } from '../accountForms.ts';
import * as shared from '../accountForms.css.ts';
import { NewPasswordFields } from '../LoginPanel/NewPasswordFields.tsx';
import * as styles from './ChangePasswordForm.css.ts';

export interface ChangePasswordPayload {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

type Field = keyof ChangePasswordPayload;

/** Server codes shown at a field: a wrong current password, the new-password rule, the confirmation. */
const FIELD_FOR_CODE: Partial<Record<number, Field>> = {
  3014: 'oldPassword',
  4012: 'oldPassword',
  3011: 'password',
  3009: 'confirmPassword',
};

export interface ChangePasswordFormProps {
  /** The change call is running: the button spins and Enter does nothing. */
  isPending?: boolean;
  /** The last change call's refusal: 3014 / 4012 at the current password, 3011 at the new one, 3009 at the
   * confirmation, any other code above the form. */
  serverError?: ServerError | null;
  /** The password was changed: message 32 shows above the form (the site then asks for a new log-in). */
  isChanged?: boolean;
  /** Called with the three passwords once they pass the spec's rules (8-16 characters, upper, lower, digits). */
  onSubmit: (payload: ChangePasswordPayload) => void;
  /** The current password's input, the form's first field, as a field's ref: `focus()` puts the caret there. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Change password (account menu, spec 2.4 / 5): the current password, a new one under the password rule, and its
 * confirmation. Each problem shows at its field in the user's language; nothing typed is lost.
 */
export function ChangePasswordForm({
  isPending = false,
  serverError,
  isChanged = false,
  onSubmit,
  ref,
}: ChangePasswordFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<ChangePasswordPayload>({ oldPassword: '', password: '', confirmPassword: '' });
  const { errors, formRef, check, clear } = useFieldErrors<Field>();
  const server = useServerError(serverError, FIELD_FOR_CODE);
  const currentLabel = t`Current password`;

  const change = (field: Field) => (value: string) => {
    clear(field);
    setValues((current) => ({ ...current, [field]: value }));
  };

  return (
    <div className={styles.root}>
      <Form
        validationBehavior="aria"
        validationErrors={server.validationErrors}
        formError={server.formError}
        onSubmit={(event) => {
          event.preventDefault();
          if (isPending) return;
          const ok = check({
            oldPassword: validateRequired(values.oldPassword),
            password: validatePassword(values.password),
            confirmPassword: validatePasswordConfirmation(values.password, values.confirmPassword),
          });
          if (ok) onSubmit(values);
        }}
      >
        <div ref={formRef} className={shared.formBody}>
          {isChanged ? (
            <InlineAlert tone="positive" isLive>
              {clientMessage('passwordChanged')}
            </InlineAlert>
          ) : null}
          <PasswordField
            ref={ref}
            name="oldPassword"
            label={currentLabel}
            isRequired
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={change('oldPassword')}
            {...reasonProps(errors.oldPassword, currentLabel)}
          />
          <NewPasswordFields
            password={{ value: values.password, onChange: change('password'), reason: errors.password }}
            confirmPassword={{
              value: values.confirmPassword,
              onChange: change('confirmPassword'),
              reason: errors.confirmPassword,
            }}
            confirmLabel={t`Confirm new password`}
          />
          <div className={shared.actions}>
            <Button type="submit" isPending={isPending}>{t`Change password`}</Button>
          </div>
        </div>
      </Form>
    </div>
  );
}

import type { ValidationReason } from '@kankan/domain';
import type { FormEvent } from 'react';
import { useFieldErrors } from '../fieldErrors.ts';
import type { FieldGroupProps, LoginFormProps } from './loginValues.ts';
import type { LoginFieldName } from './serverErrors.ts';

/** What a form's checks found, by field; null where the field passed. */
export type LoginChecks = Partial<Record<LoginFieldName, ValidationReason | null>>;

/**
 * The submit and error state of one form. On submit, unless a call is running, `checks` runs and its reasons are
 * shown (focus goes to the first invalid input); when there are none, the form's `onSubmit` gets `payload()`. Each
 * reason is cleared when its field changes.
 */
export function useLoginForm<P>(
  { values, onValues, serverErrors, formError, isPending, onSubmit: send }: LoginFormProps<P>,
  checks: () => LoginChecks,
  payload: () => NoInfer<P>,
) {
  const { errors, formRef, check, clear } = useFieldErrors<LoginFieldName>();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    if (check(checks())) send(payload());
  };
  const fields: FieldGroupProps = { values, onValues, errors, clear, check };
  return { form: { formRef, onSubmit, serverErrors, formError, isPending }, fields };
}

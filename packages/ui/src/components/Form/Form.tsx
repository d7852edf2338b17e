import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { useHydrated } from '../../runtime/hydrated.ts';
import { ErrorIcon } from '../../icons/icons.tsx';
import { FormPendingContext, setFormPending } from './formPending.ts';
import * as styles from './Form.css.ts';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style' | 'onSubmit'> {
  /**
   * Errors from the server, by field `name`: each shows at its field, which turns invalid, until the user types in
   * it. What the user typed stays as it was.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /** An error about the whole form (for example "Network request failed"), shown above the fields. */
  formError?: ReactNode;
  /**
   * Submit. A returned promise is the form's call: until it settles the form is pending (its submit buttons show
   * it and ignore presses) and a second submit (a double click, Enter again) is dropped.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's call runs (when the caller tracks it itself): submit buttons are pending, submits dropped. */
  isPending?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

type ServerErrors = NonNullable<AriaFormProps['validationErrors']>;
const noNames: ReadonlySet<string> = new Set();

function isPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise;
}

/**
 * A form that stacks its fields and shows errors where they belong: field errors at the fields (from their own
 * validation or the server's `validationErrors`), and a form-level error above them, announced as an alert.
 * Enter in a field submits it; with native validation the first invalid field receives focus. One submit at a
 * time: see `onSubmit`.
 */
export function Form({ formError, children, onSubmit, isPending = false, validationErrors, ...props }: FormProps) {
  // A page rendered on the server shows its forms before its script runs. Until the form is live its controls are
  // disabled: a submit then would send the fields natively (a password in the address) and typing would be lost.
  const live = useHydrated();
  // A ref, not state: a second click can arrive before React has rendered the first one's pending state.
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const pending = submitting || isPending;
  const { id } = props;
  useEffect(() => {
    if (id === undefined || !pending) return undefined;
    setFormPending(id, true);
    return () => setFormPending(id, false);
  }, [id, pending]);

  // A server error goes as its field is typed in, not when the field loses focus (react-aria's own rule): the press
  // that moves focus away would otherwise remove the message and move the button out from under the pointer.
  const [typedIn, setTypedIn] = useState<{ errors: ServerErrors | undefined; names: ReadonlySet<string> }>({
    errors: validationErrors,
    names: noNames,
  });
  const typedNames = typedIn.errors === validationErrors ? typedIn.names : noNames;
  const shownErrors = useMemo(
    () =>
      validationErrors &&
      Object.fromEntries(Object.entries(validationErrors).filter(([name]) => !typedNames.has(name))),
    [validationErrors, typedNames],
  );
  const onInput = (event: FormEvent<HTMLFieldSetElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (!name || !validationErrors?.[name] || typedNames.has(name)) return;
    setTypedIn({ errors: validationErrors, names: new Set([...typedNames, name]) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (running.current || isPending) {
      event.preventDefault();
      return;
    }
    const result = onSubmit?.(event);
    if (!isPromise(result)) return;
    running.current = true;
    setSubmitting(true);
    const settle = () => {
      running.current = false;
      setSubmitting(false);
    };
    // The caller shows its own failure; the form only stops being pending.
    result.then(settle, settle);
  };

  return (
    <AriaForm {...props} validationErrors={shownErrors} onSubmit={submit} className={styles.form}>
      <div role="alert" className={styles.alertRegion}>
        {formError ? (
          <div className={styles.formError}>
            <ErrorIcon size="small" className={styles.formErrorIcon} />
            <div>{formError}</div>
          </div>
        ) : null}
      </div>
      <FormPendingContext value={pending}>
        <fieldset className={styles.controls} disabled={!live} onInput={onInput}>
          {children}
        </fieldset>
      </FormPendingContext>
    </AriaForm>
  );
}

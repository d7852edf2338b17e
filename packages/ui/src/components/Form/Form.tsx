import { type ReactNode, type Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { useHydrated } from '../../foundations/hydrated.ts';
import { ErrorIcon } from '../../icons/index.ts';
import * as styles from './Form.css.ts';

export interface FormProps extends Omit<AriaFormProps, 'className' | 'style'> {
  /**
   * Errors from the server, by field `name`: each shows at its field, which turns invalid, until the user edits
   * it. What the user typed stays as it was.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  /** An error about the whole form (for example "Network request failed"), shown above the fields. */
  formError?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form that stacks its fields and shows errors where they belong: field errors at the fields (from their own
 * validation or the server's `validationErrors`), and a form-level error above them, announced as an alert.
 * Enter in a field submits it; with native validation the first invalid field receives focus.
 */
export function Form({ formError, children, ...props }: FormProps) {
  // A page rendered on the server shows its forms before its script runs. Until the form is live its controls are
  // disabled: a submit then would send the fields natively (a password in the address) and typing would be lost.
  const live = useHydrated();
  return (
    <AriaForm {...props} className={styles.form}>
      <div role="alert" className={styles.alertRegion}>
        {formError ? (
          <div className={styles.formError}>
            <ErrorIcon size="small" className={styles.formErrorIcon} />
            <div>{formError}</div>
          </div>
        ) : null}
      </div>
      <fieldset className={styles.controls} disabled={!live}>
        {children}
      </fieldset>
    </AriaForm>
  );
}

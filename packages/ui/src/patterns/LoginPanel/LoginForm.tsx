import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../../components/Form/Form.tsx';
import * as styles from './LoginPanel.css.ts';
import type { LoginServerErrors } from './serverErrors.ts';

export interface LoginFormFrameProps {
  formRef: RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  serverErrors?: LoginServerErrors;
  formError?: string;
  isPending: boolean;
  /** The submit button's text. */
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The frame of every form of the panel: the server's messages, the fields, and a full-width submit button. */
export function LoginForm({
  formRef,
  onSubmit,
  serverErrors,
  formError,
  isPending,
  submitLabel,
  children,
}: LoginFormFrameProps) {
  return (
    <Form validationBehavior="aria" validationErrors={serverErrors} formError={formError} onSubmit={onSubmit}>
      <div ref={formRef} className={styles.formBody}>
        {children}
        <div className={styles.submitRow}>
          <Button type="submit" size="large" fullWidth isPending={isPending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}

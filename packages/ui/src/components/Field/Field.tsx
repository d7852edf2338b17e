import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel, Text, type ValidationResult } from 'react-aria-components';
import { ErrorIcon } from '../../icons/icons.tsx';
import * as styles from './Field.css.ts';

/** An error message: fixed text, or text worked out from react-aria's validation result. */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** The props every field shares, on top of react-aria's own (`isRequired`, `isInvalid`, `validate` ...). */
export interface FieldAnatomyProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the control, linked to it by `aria-describedby`. */
  description?: ReactNode;
  /**
   * Shown under the control while the field is invalid. Without it the field shows its validation errors
   * (from `validate`, or from a Form's `validationErrors`), or a localized "cannot be blank" when it is empty.
   */
  errorMessage?: FieldErrorMessage;
}

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the required marker (an asterisk, hidden from screen readers, which hear "required" from the control). */
  isRequired?: boolean;
}

/** The label of a field. Inside a react-aria field it is linked to the control automatically. */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <AriaLabel className={styles.label}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
    </AriaLabel>
  );
}

/** Help text under the control (`slot="description"`, so react-aria links it with `aria-describedby`). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** What the field asks for, so the built-in "empty" message fits it: text, one choice, several, or a tick. */
export type FieldKind = 'input' | 'choice' | 'multiple' | 'check';

export interface FieldErrorProps {
  children?: FieldErrorMessage | undefined;
  kind?: FieldKind;
}

/**
 * The error under the control. react-aria renders it only while the field is invalid and links it to the control
 * with `aria-describedby`.
 */
export function FieldError({ children, kind = 'input' }: FieldErrorProps) {
  const { t } = useLingui();
  const fallback = (validation: ValidationResult): string => {
    const { validationDetails, validationErrors } = validation;
    if (validationDetails.customError && validationErrors.length > 0) return validationErrors.join(' ');
    if (validationDetails.valueMissing) {
      if (kind === 'choice') return t`Please make a selection.`;
      if (kind === 'multiple') return t`Select at least one.`;
      if (kind === 'check') return t`Please tick this box.`;
      return t`This field cannot be blank.`;
    }
    if (validationDetails.typeMismatch) return t`Please enter a value in the correct format.`;
    if (validationDetails.tooLong) return t`This value is too long.`;
    return validationErrors.join(' ');
  };
  return (
    <AriaFieldError className={styles.error}>
      {(validation) => {
        const message =
          children === undefined
            ? fallback(validation)
            : typeof children === 'function'
              ? children(validation)
              : children;
        if (!message) return null;
        return (
          <>
            <ErrorIcon size="small" className={styles.errorIcon} />
            <span>{message}</span>
          </>
        );
      }}
    </AriaFieldError>
  );
}

/** Description and error, in the order every field shows them. */
export function FieldHelp({
  description,
  errorMessage,
  kind,
}: Pick<FieldAnatomyProps, 'description' | 'errorMessage'> & { kind?: FieldKind }) {
  return (
    <>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError kind={kind}>{errorMessage}</FieldError>
    </>
  );
}

export { styles as fieldStyles };

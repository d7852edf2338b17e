import { useId, type ReactNode } from 'react';
import { FieldErrorContext, TextContext, type ValidationResult } from 'react-aria-components';
import { FieldError, fieldStyles, type FieldErrorMessage, type FieldKind } from '../Field/Field.tsx';
import * as styles from './FieldGroup.css.ts';

/** A validity state with every flag off but the custom one: the group's errors come from its own rules. */
function validityOf(isInvalid: boolean): ValidityState {
  return {
    badInput: false,
    customError: isInvalid,
    patternMismatch: false,
    rangeOverflow: false,
    rangeUnderflow: false,
    stepMismatch: false,
    tooLong: false,
    tooShort: false,
    typeMismatch: false,
    valid: !isInvalid,
    valueMissing: false,
  };
}

export interface FieldGroupProps {
  label?: ReactNode;
  /** Next to the label: a loading indicator, a counter. */
  labelExtra?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Whether to show the error. */
  isInvalid: boolean;
  /** Messages shown when `errorMessage` is not given. */
  validationErrors?: string[];
  isRequired?: boolean;
  isDisabled?: boolean;
  kind?: FieldKind;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The field anatomy (label, controls, description, error) for a field made of several controls: a `group` named
 * by the label and described by the help text and the error, which uses the shared FieldError look.
 * Internal to the product fields (region, serial numbers, files).
 */
export function FieldGroup({
  label,
  labelExtra,
  description,
  errorMessage,
  isInvalid,
  validationErrors = [],
  isRequired = false,
  isDisabled = false,
  kind,
  children,
  ...props
}: FieldGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, isInvalid ? errorId : null].filter(Boolean).join(' ');
  const validation: ValidationResult = {
    isInvalid,
    validationErrors: isInvalid ? validationErrors : [],
    validationDetails: validityOf(isInvalid),
  };
  return (
    <div
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : props['aria-label']}
      aria-describedby={describedBy || undefined}
      className={fieldStyles.field}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      {label ? (
        <span className={`${fieldStyles.label} ${styles.labelRow}`}>
          <span id={labelId}>{label}</span>
          {isRequired ? (
            <span className={fieldStyles.requiredMarker} aria-hidden="true">
              *
            </span>
          ) : null}
          {labelExtra}
        </span>
      ) : null}
      {children}
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <div id={errorId} aria-live="polite">
        {/* A group is not a react-aria field: clear any text slots of an enclosing Dialog so the error renders. */}
        <TextContext.Provider value={null}>
          <FieldErrorContext.Provider value={validation}>
            <FieldError kind={kind}>{errorMessage}</FieldError>
          </FieldErrorContext.Provider>
        </TextContext.Provider>
      </div>
    </div>
  );
}

import type { ReactNode, Ref } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons/icons.tsx';
import { FieldHelp, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children'>, Omit<FieldAnatomyProps, 'label'> {
  /** The label, next to the box. Without it, pass `aria-label`. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox with its label, and optionally a description and an error (for example "agree to the terms").
 * Inside a CheckboxGroup it becomes one option of the group (give it a `value`); the group shows the error then.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.field}>
      {({ isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.checkbox}>
            <span className={`${styles.box} ${styles.boxStates}`} aria-hidden="true">
              {isIndeterminate ? (
                <MinusIcon size="small" className={`${styles.mark} ${styles.markStates}`} />
              ) : (
                <CheckIcon size="small" className={`${styles.mark} ${styles.markStates}`} />
              )}
            </span>
            {children !== undefined ? (
              <span className={styles.labelText}>
                {children}
                {props.isRequired ? (
                  <span className={fieldStyles.requiredMarker} aria-hidden="true">
                    *
                  </span>
                ) : null}
              </span>
            ) : null}
          </CheckboxButton>
          <div className={styles.help}>
            <FieldHelp description={description} errorMessage={errorMessage} kind="check" />
          </div>
        </>
      )}
    </CheckboxField>
  );
}

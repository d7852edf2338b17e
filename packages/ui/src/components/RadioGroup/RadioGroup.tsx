import type { ReactNode, Ref } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  /** `Radio`s. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One choice from a few options, all visible. Tab moves into the group (to the chosen option), the arrow keys
 * move and choose.
 */
export function RadioGroup({ label, description, errorMessage, children, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.options({ orientation: props.orientation })}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} kind="choice" />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** A second, quieter line under the label (for example the price of a term). */
  description?: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.text}>
        <span>{children}</span>
        {description !== undefined ? <span className={styles.description}>{description}</span> : null}
      </span>
    </AriaRadio>
  );
}

import type { Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons/icons.tsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  placeholder?: string;
  /** The `<input>` itself, so a caller can focus or select it. */
  ref?: Ref<HTMLInputElement>;
  /** Takes fractions such as 2.5. Default: whole numbers only, a typed fraction shows a message at the field. */
  allowsFractions?: boolean;
}

/**
 * A number input with decrease and increase buttons. The arrow keys step, Page Up/Down step by more, Home and End
 * go to the limits; a typed value outside `minValue`/`maxValue` is clamped when the field loses focus. A count
 * (the default) keeps a typed fraction as typed and says at the field that it must be whole: the caller still gets
 * the value and must not send it.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  allowsFractions = false,
  validate,
  ref,
  ...props
}: NumberFieldProps) {
  const { t } = useLingui();
  const wholeOnly = (value: number) =>
    Number.isFinite(value) && !Number.isInteger(value) ? t`Please enter a whole number.` : null;
  return (
    <AriaNumberField
      validationBehavior="aria"
      {...props}
      validate={validate ?? (allowsFractions ? undefined : wholeOnly)}
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={fieldStyles.controlBox}>
        <Button slot="decrement" className={fieldStyles.fieldButton} aria-label={t`Decrease`}>
          <MinusIcon size="small" />
        </Button>
        <Input ref={ref} className={`${fieldStyles.innerInput} ${styles.input}`} placeholder={placeholder} />
        <Button slot="increment" className={fieldStyles.fieldButton} aria-label={t`Increase`}>
          <PlusIcon size="small" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}

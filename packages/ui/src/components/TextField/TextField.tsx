import type { ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  placeholder?: string;
  /** Shown inside the box before the input: a unit, an area code, an icon. */
  startContent?: ReactNode;
  /** Shown inside the box after the input: a unit, a button such as "Send code". */
  endContent?: ReactNode;
  /** The `<input>` itself, so a caller can focus or select it (as Spectrum's `TextFieldRef`). */
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text input with label, description and error; several lines are a `TextArea`. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  startContent,
  endContent,
  ref,
  ...props
}: TextFieldProps) {
  let control: ReactNode;
  if (startContent !== undefined || endContent !== undefined) {
    control = (
      <div className={fieldStyles.controlBox}>
        {startContent !== undefined ? <span className={fieldStyles.adornment}>{startContent}</span> : null}
        <Input ref={ref} className={fieldStyles.innerInput} placeholder={placeholder} />
        {endContent !== undefined ? <span className={fieldStyles.adornment}>{endContent}</span> : null}
      </div>
    );
  } else {
    control = <Input ref={ref} className={fieldStyles.input} placeholder={placeholder} />;
  }
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      {control}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

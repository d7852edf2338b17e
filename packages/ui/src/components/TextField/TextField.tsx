import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldAnatomyProps {
  placeholder?: string;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  /** Visible lines of the text area (multi-line only). Default 4. */
  rows?: number;
  /** Shown inside the box before the input: a unit, an area code, an icon. */
  startContent?: ReactNode;
  /** Shown inside the box after the input: a unit, a button such as "Send code". */
  endContent?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A one-line or multi-line text input with label, description and error. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  startContent,
  endContent,
  ...props
}: TextFieldProps) {
  let control: ReactNode;
  if (multiline) {
    control = <TextArea className={fieldStyles.textArea} placeholder={placeholder} rows={rows} />;
  } else if (startContent !== undefined || endContent !== undefined) {
    control = (
      <div className={fieldStyles.controlBox}>
        {startContent !== undefined ? <span className={fieldStyles.adornment}>{startContent}</span> : null}
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        {endContent !== undefined ? <span className={fieldStyles.adornment}>{endContent}</span> : null}
      </div>
    );
  } else {
    control = <Input className={fieldStyles.input} placeholder={placeholder} />;
  }
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      {control}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldAnatomyProps {
  placeholder?: string;
  /** Visible lines. Default 4. */
  rows?: number;
  /** The `<textarea>` itself, so a caller can focus or select it. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input with label, description and error: Enter makes a new line. */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, ref, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <AriaTextArea ref={ref} className={fieldStyles.textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useState, type Ref } from 'react';
import {
  Button,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons/icons.tsx';
import { FieldHelp, FieldLabel, fieldStyles, type FieldAnatomyProps } from '../Field/Field.tsx';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldAnatomyProps {
  placeholder?: string;
  /** `current-password` (default) on log-in forms, `new-password` where a password is chosen. */
  autoComplete?: 'current-password' | 'new-password';
  /** The `<input>` itself, so a caller can focus or select it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a button that shows or hides the password. The button's name says what it will do
 * ("Show password" / "Hide password"), localized; what was typed is kept when it toggles.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  ref,
  ...props
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={fieldStyles.controlBox}>
        <Input ref={ref} className={fieldStyles.innerInput} placeholder={placeholder} spellCheck={false} />
        <Button
          className={fieldStyles.fieldButton}
          aria-label={isVisible ? t`Hide password` : t`Show password`}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((visible) => !visible)}
        >
          {isVisible ? <EyeOffIcon size="small" /> : <EyeIcon size="small" />}
        </Button>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

import type { ValidationReason } from '@kankan/domain';
import { reasonProps } from '../fieldErrors.ts';
import type { PhoneValue } from '../../components/PhoneField/PhoneField.tsx';
import type { LoginFieldName, LoginServerErrors } from './serverErrors.ts';

/** Everything the forms of the panel hold; kept by the panel so switching tabs loses nothing. */
export interface LoginValues {
  account: PhoneValue;
  password: string;
  code: string;
  userName: string;
  newPassword: string;
  confirmPassword: string;
  agreement: boolean;
}

export const emptyLoginValues = (areaNum: string): LoginValues => ({
  account: { areaNum, phoneNum: '' },
  password: '',
  code: '',
  userName: '',
  newPassword: '',
  confirmPassword: '',
  agreement: false,
});

/** The client-side reasons a form found on submit, by field. */
export type LoginErrors = Partial<Record<LoginFieldName, ValidationReason>>;

/** What the panel hands to each of its forms; `onSubmit` gets the form's value `P` once the checks pass. */
export interface LoginFormProps<P> {
  values: LoginValues;
  onValues: (values: LoginValues) => void;
  serverErrors?: LoginServerErrors;
  formError?: string;
  isPending: boolean;
  onSubmit: (payload: P) => void;
}

/** What a group of fields gets from its form: the values to show and change, and the form's reasons. */
export interface FieldGroupProps {
  values: LoginValues;
  onValues: (values: LoginValues) => void;
  errors: LoginErrors;
  /** Clears the reason of a field: called when the field changes. */
  clear: (field: LoginFieldName) => void;
  /** Shows the reasons found outside a submit (e.g. on Send code) and moves focus to the first invalid input. */
  check: (reasons: Partial<Record<LoginFieldName, ValidationReason | null>>) => boolean;
}

/**
 * The props that tie a field to one of the values: its name, label and value, a change that stores the new value and
 * clears the field's reason, and the reason's invalid state and message.
 */
export function fieldProps<K extends Exclude<keyof LoginValues, 'agreement'>>(
  { values, onValues, errors, clear }: FieldGroupProps,
  key: K,
  name: LoginFieldName,
  label: string,
) {
  return {
    name,
    label,
    value: values[key],
    onChange: (value: LoginValues[K]) => {
      clear(name);
      onValues({ ...values, [key]: value });
    },
    ...reasonProps(errors[name], label),
  };
}

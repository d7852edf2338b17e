// Generic form fields and Form. Owned by the fields work; one export list per group.
export {
  FieldDescription,
  FieldError,
  FieldHelp,
  FieldLabel,
  fieldStyles,
  type FieldAnatomyProps,
  type FieldErrorMessage,
  type FieldErrorProps,
  type FieldKind,
  type FieldLabelProps,
} from '../components/Field/index.ts';
export { TextField, type TextFieldProps } from '../components/TextField/index.ts';
export { Checkbox, type CheckboxProps } from '../components/Checkbox/index.ts';
export { Select, SelectItem, type SelectItemProps, type SelectProps } from '../components/Select/index.ts';

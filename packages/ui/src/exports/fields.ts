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
export { TextArea, type TextAreaProps } from '../components/TextArea/index.ts';
export { Checkbox, type CheckboxProps } from '../components/Checkbox/index.ts';
export { Select, SelectItem, type SelectItemProps, type SelectProps } from '../components/Select/index.ts';
export { PasswordField, type PasswordFieldProps } from '../components/PasswordField/index.ts';
export { SearchField, type SearchFieldProps } from '../components/SearchField/index.ts';
export { NumberField, type NumberFieldProps } from '../components/NumberField/index.ts';
export {
  CheckboxGroup,
  checkboxGroupColumns,
  selectAllState,
  toggleAll,
  type CheckboxGroupProps,
  type CheckboxOption,
  type SelectAllState,
} from '../components/CheckboxGroup/index.ts';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from '../components/RadioGroup/index.ts';
export { ComboBox, ComboBoxItem, type ComboBoxItemProps, type ComboBoxProps } from '../components/ComboBox/index.ts';
export { Form, type FormProps } from '../components/Form/index.ts';

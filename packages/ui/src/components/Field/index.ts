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
} from './Field.tsx';

// The shared field anatomy. In a `.css.ts` file import the styles from './Field.css.ts' directly: this index
// pulls in Field.tsx and its Lingui macros, which vanilla-extract's style compiler cannot load.
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

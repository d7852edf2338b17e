export {
  SerialNumberListField,
  type SerialNumberListFieldProps,
  type SerialRowProblem,
} from './SerialNumberListField.tsx';

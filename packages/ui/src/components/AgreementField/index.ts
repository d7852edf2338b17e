export { AgreementField, type AgreementFieldProps } from './AgreementField.tsx';

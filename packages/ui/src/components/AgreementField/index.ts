export { AgreementField, type AgreementFieldProps } from './AgreementField.tsx';
export { TermsDialog, type TermsDialogProps } from './TermsDialog.tsx';

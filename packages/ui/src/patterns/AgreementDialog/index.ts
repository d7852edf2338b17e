export { AgreementDialog, type AgreementDialogProps } from './AgreementDialog.tsx';

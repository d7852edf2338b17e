export { AccountDeletionDialog, type AccountDeletionDialogProps } from './AccountDeletionDialog.tsx';

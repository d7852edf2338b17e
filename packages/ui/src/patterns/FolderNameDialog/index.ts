export { FolderNameDialog, type FolderNameDialogProps } from './FolderNameDialog.tsx';

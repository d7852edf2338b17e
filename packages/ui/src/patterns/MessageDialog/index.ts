export {
  ConfirmDialog,
  LogoutConfirmDialog,
  MessageDialog,
  type ConfirmDialogProps,
  type LogoutConfirmDialogProps,
  type MessageDialogProps,
} from './MessageDialog.tsx';

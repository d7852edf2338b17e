// Product patterns: site chrome, dialogs, forms, trees, tables and cards of the spec.
export {
  ConfirmDialog,
  LogoutConfirmDialog,
  MessageDialog,
  type ConfirmDialogProps,
  type LogoutConfirmDialogProps,
  type MessageDialogProps,
} from '../patterns/MessageDialog/index.ts';

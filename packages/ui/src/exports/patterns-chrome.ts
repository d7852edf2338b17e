// Product patterns: site chrome, dialogs, forms, trees, tables and cards of the spec.
export {
  ConfirmDialog,
  LogoutConfirmDialog,
  MessageDialog,
  type ConfirmDialogProps,
  type LogoutConfirmDialogProps,
  type MessageDialogProps,
} from '../patterns/MessageDialog/index.ts';
export {
  AI_DESIGN_MENU_ID,
  SiteHeader,
  headerMenuFor,
  type HeaderLink,
  type HeaderMenuEntry,
  type HeaderUser,
  type SiteHeaderProps,
} from '../patterns/SiteHeader/index.ts';

/*
 * The design system's plain dialogs, for screens that load them when first opened (React.lazy), so react-aria's
 * dialog code is not part of a screen's first load.
 */
export { AlertDialog, ConfirmDialog, Dialog, MessageDialog, Modal } from '@kankan/ui';

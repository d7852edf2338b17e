// Product patterns: the spec's commerce and camera dialogs.
export { AccountDeletionDialog, type AccountDeletionDialogProps } from '../patterns/AccountDeletionDialog/index.ts';
export { AddCameraDialog, type AddCameraDialogProps } from '../patterns/AddCameraDialog/index.ts';
export {
  InviteCollaboratorDialog,
  type CollaborationResource,
  type InviteCollaboratorDialogProps,
} from '../patterns/InviteCollaboratorDialog/index.ts';
export { PaymentDialog, type PaymentDialogProps, type PaymentStatus } from '../patterns/PaymentDialog/index.ts';
export { PointsTopUpDialog, type PointsTopUpDialogProps } from '../patterns/PointsTopUpDialog/index.ts';
export {
  StoragePlanDialog,
  type StoragePlanDialogProps,
  type StoragePlanPrices,
} from '../patterns/StoragePlanDialog/index.ts';

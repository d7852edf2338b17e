export { StoragePlanDialog, type StoragePlanDialogProps } from './StoragePlanDialog.tsx';

export { StoragePlanDialog, type StoragePlanDialogProps, type StoragePlanPrices } from './StoragePlanDialog.tsx';

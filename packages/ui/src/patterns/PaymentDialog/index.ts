export { PaymentDialog, type PaymentDialogProps, type PaymentStatus } from './PaymentDialog.tsx';

export { InvoiceDetailDialog, type InvoiceDetailDialogProps } from './InvoiceDetailDialog.tsx';

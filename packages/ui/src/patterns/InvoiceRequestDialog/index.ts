export {
  InvoiceRequestDialog,
  type InvoiceCamera,
  type InvoiceOrder,
  type InvoiceRequestDialogProps,
} from './InvoiceRequestDialog.tsx';
export { InvoiceFields, useInvoiceFieldLabels, type InvoiceFieldsProps } from './InvoiceFields.tsx';
export { emptyInvoiceValues, type InvoiceFormField, type InvoiceFormValues } from './values.ts';

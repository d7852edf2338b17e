export {
  InvoiceRequestDialog,
  type InvoiceCamera,
  type InvoiceOrder,
  type InvoiceRequestDialogProps,
} from './InvoiceRequestDialog.tsx';
export { InvoiceFields, useInvoiceFieldLabels, type InvoiceFieldsProps } from './InvoiceFields.tsx';
export {
  emptyInvoiceValues,
  invoiceInfoBody,
  invoiceInfoPayload,
  invoiceRequestPayload,
  type InvoiceAddPayload,
  type InvoiceFormField,
  type InvoiceFormValues,
  type InvoiceInfoBody,
  type InvoiceInfoPayload,
  type InvoiceRecord,
  type InvoiceRequestPayload,
  type InvoiceTarget,
  type InvoiceUpdatePayload,
  type SavedInvoiceInfo,
  type SavedInvoiceTitles,
} from './values.ts';

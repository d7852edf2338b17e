// Product patterns: invoice dialogs, invoice titles and the invoice list.
export { AgreementDialog, type AgreementDialogProps } from '../patterns/AgreementDialog/index.ts';
export { InvoiceDetailDialog, type InvoiceDetailDialogProps } from '../patterns/InvoiceDetailDialog/index.ts';
export {
  InvoiceList,
  InvoiceStatusBadge,
  invoiceListColumns,
  type InvoiceListColumn,
  type InvoiceListItem,
  type InvoiceListProps,
} from '../patterns/InvoiceList/index.ts';
export {
  InvoiceFields,
  InvoiceRequestDialog,
  emptyInvoiceValues,
  useInvoiceFieldLabels,
  type InvoiceCamera,
  type InvoiceOrder,
  type InvoiceFieldsProps,
  type InvoiceFormField,
  type InvoiceFormValues,
  type InvoiceRequestDialogProps,
} from '../patterns/InvoiceRequestDialog/index.ts';
export { InvoiceTitlesForm, type InvoiceTitlesFormProps } from '../patterns/InvoiceTitlesForm/index.ts';

export {
  InvoiceList,
  InvoiceStatusBadge,
  invoiceListColumns,
  type InvoiceListColumn,
  type InvoiceListItem,
  type InvoiceListProps,
} from './InvoiceList.tsx';

import { InvoiceList, type InvoiceListProps } from '@kankan/ui';

/** The invoice screen's table in a chunk of its own: the screen's first load carries only its frame and requests. */
export default function InvoiceListPart(props: InvoiceListProps) {
  return <InvoiceList {...props} />;
}

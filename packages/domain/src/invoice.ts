import { INVOICE_TIMINGS } from './constants/business.ts';
import type { Moment } from './dates.ts';

/** Invoice request statuses of the contract: 0 requested (not yet delivered), 1 delivered. */
export const INVOICE_STATUS = { requested: 0, delivered: 1 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment an invoice delivered at `deliveredAt` may be edited: 7 × 24 hours after delivery. */
export function invoiceEditDeadline(deliveredAt: Moment): Date {
  return new Date(+deliveredAt + INVOICE_TIMINGS.editWithinDaysAfterDelivery * DAY_MS);
}

/**
 * Whether an invoice request may still be edited (spec 4, 9): before delivery, and within 7 days after it (the
 * deadline itself included). `deliveredAt` is null while the invoice has not been delivered.
 */
export function isInvoiceEditable(invoice: { deliveredAt: Moment | null }, now: Moment): boolean {
  if (invoice.deliveredAt === null) return true;
  return +now <= +invoiceEditDeadline(invoice.deliveredAt);
}

import { INVOICE_TIMINGS } from './constants/business.ts';
import { INVOICE_TYPE, type InvoiceType } from './constants/ids.ts';
import type { Moment } from './dates.ts';
import { shipAreaPath, type InvoiceInfoInput } from './validation/invoice.ts';

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

/**
 * An account's invoice information of one type (an invoice title): everything an invoice names but its amount. The
 * fields keep the names the records use: `code` is the tax number, `shipAreaPath` the region's names joined with
 * commas ("广东省,深圳市,南山区"). The special type (3) fills the company and delivery fields.
 */
export interface InvoiceInfo {
  type: InvoiceType;
  title: string;
  code?: string | undefined;
  emailAddress: string;
  organizedAddress?: string | undefined;
  registerPhone?: string | undefined;
  bankName?: string | undefined;
  bankAccount?: string | undefined;
  shipName?: string | undefined;
  shipMobile?: string | undefined;
  shipAreaPath?: string | undefined;
  shipAddress?: string | undefined;
}

/** The saved invoice titles of an account, one per type; null or absent where none is saved. */
export interface SavedInvoiceTitles {
  ordinary?: InvoiceInfo | null;
  special?: InvoiceInfo | null;
}

/** The saved title of a type, or null. */
export function savedInvoiceInfo(saved: SavedInvoiceTitles | undefined, type: InvoiceType): InvoiceInfo | null {
  return (type === INVOICE_TYPE.special ? saved?.special : saved?.ordinary) ?? null;
}

/** What an invoice is for: a camera's purchases or one order. */
export type InvoiceTarget = { cameraId: number; orderId?: never } | { orderId: number; cameraId?: never };

/** An invoice request as recorded: its information, what it is for, its amount and where it stands. */
export interface InvoiceRecord extends InvoiceInfo {
  id: number;
  /** The camera invoiced; null for an order's invoice. */
  cameraId: number | null;
  /** The order invoiced; null for an invoice of a camera's purchases. */
  orderId: number | null;
  amount: number;
  status: InvoiceStatus;
  /** ISO date-time of the request. */
  createTime: string;
  /** ISO date-time of delivery; null until delivered. */
  deliveryTime: string | null;
}

/** An invoice the customer asks for (or, editing a request, asks for instead). */
export interface InvoiceRequest {
  info: InvoiceInfo;
  target: InvoiceTarget;
  /** Whole units of the currency, more than 0. */
  amount: number;
  /** Whether the information also becomes the account's saved title of its type. */
  saveAsTitle: boolean;
}

/**
 * The information as typed, made ready to keep: trimmed, an empty tax number left out, the region's names joined
 * into `shipAreaPath`; an ordinary title carries none of the special fields.
 */
export function invoiceInfoOf(input: InvoiceInfoInput): InvoiceInfo {
  const code = input.taxNumber.trim();
  const ordinary = { title: input.title.trim(), ...(code === '' ? {} : { code }), emailAddress: input.email.trim() };
  if (input.type === INVOICE_TYPE.ordinary) return { type: input.type, ...ordinary };
  return {
    type: input.type,
    ...ordinary,
    organizedAddress: input.organizedAddress.trim(),
    registerPhone: input.registerPhone.trim(),
    bankName: input.bankName.trim(),
    bankAccount: input.bankAccount.trim(),
    shipName: input.shipName.trim(),
    shipMobile: input.shipMobile.trim(),
    shipAreaPath: shipAreaPath(input.shipArea),
    shipAddress: input.shipAddress.trim(),
  };
}

import {
  INVOICE_TYPE,
  sanitizeInvoiceTaxNumberInput,
  type InvoiceField,
  type InvoiceInfoInput,
  type InvoiceInput,
  type InvoiceType,
} from '@kankan/domain';
import {
  emptyRegion,
  isRegionComplete,
  joinRegionPath,
  regionFromPath,
  type RegionNode,
  type RegionValue,
} from '../../components/RegionPicker/regions.ts';

/*
 * What the invoice patterns hand to the site and take from it: the contract's bodies and records
 * (openapi.yaml: InvoiceAddRequest, InvoiceUpdateRequest, InvoiceInfo, Invoice), and the pure steps between them
 * and the form's values.
 */

/** The saved invoice information of one type (contract `InvoiceInfo`, from `/user/invoice/mine`). */
export interface SavedInvoiceInfo {
  type: InvoiceType;
  title: string;
  /** The tax number. */
  code?: string;
  emailAddress: string;
  organizedAddress?: string;
  registerPhone?: string;
  bankName?: string;
  bankAccount?: string;
  shipName?: string;
  shipMobile?: string;
  /** Region names joined with commas: "广东省,深圳市,南山区". */
  shipAreaPath?: string;
  shipAddress?: string;
}

/** The saved invoice titles of an account, one per type (types 2 and 3). */
export interface SavedInvoiceTitles {
  ordinary?: SavedInvoiceInfo | null;
  special?: SavedInvoiceInfo | null;
}

/** An invoice request record (contract `Invoice`, from `/user/invoice/list`). */
export interface InvoiceRecord extends SavedInvoiceInfo {
  id: number;
  /** The camera invoiced; null for an order without a camera. */
  cameraId: number | null;
  /** The order invoiced; null for an invoice of a camera's purchases. */
  orderId: number | null;
  amount: number;
  /** 0 requested, 1 delivered. */
  status: 0 | 1;
  /** ISO date-time of the request. */
  createTime: string;
  /** ISO date-time of delivery; null until delivered. */
  deliveryTime: string | null;
}

/** What an invoice request is for: a camera's purchases or one order. */
export type InvoiceTarget = { cameraId: number; orderId?: never } | { orderId: number; cameraId?: never };

interface OrdinaryInfoBody {
  type: typeof INVOICE_TYPE.ordinary;
  title: string;
  code?: string;
  emailAddress: string;
}

interface SpecialInfoBody extends Omit<OrdinaryInfoBody, 'type'> {
  type: typeof INVOICE_TYPE.special;
  organizedAddress: string;
  registerPhone: string;
  bankName: string;
  bankAccount: string;
  shipName: string;
  shipMobile: string;
  shipAreaPath: string;
  shipAddress: string;
}

/** The invoice information of one type as the contract's body (`/user/invoice/saveInfo`, `InvoiceInfoRequest`). */
export type InvoiceInfoBody = OrdinaryInfoBody | SpecialInfoBody;

type OrdinaryBody = InvoiceTarget & OrdinaryInfoBody & { amount: number };
type SpecialBody = InvoiceTarget & SpecialInfoBody & { amount: number };

/** The body of `/user/invoice/add`; `saveInfo` when the customer chose to save the title as the account's. */
export type InvoiceAddPayload = (OrdinaryBody | SpecialBody) & { saveInfo?: true };
/** The body of `/user/invoice/update`: the same fields and the request's id. */
export type InvoiceUpdatePayload = (OrdinaryBody & { id: number }) | (SpecialBody & { id: number });
/** What the invoice dialog submits: a new request, or (with `id`) an edited one. */
export type InvoiceRequestPayload = InvoiceAddPayload | InvoiceUpdatePayload;
/** What the invoice titles form saves: the information of one type (contract `InvoiceInfo`). */
export type InvoiceInfoPayload = SavedInvoiceInfo;

/** Everything the invoice form holds, for both types: switching type keeps what was typed. */
export interface InvoiceFormValues {
  amount: string;
  title: string;
  taxNumber: string;
  email: string;
  organizedAddress: string;
  registerPhone: string;
  bankName: string;
  bankAccount: string;
  shipName: string;
  shipMobile: string;
  shipArea: RegionValue;
  shipAddress: string;
}

export type InvoiceFormField = keyof InvoiceFormValues;

export const emptyInvoiceValues: InvoiceFormValues = {
  amount: '',
  title: '',
  taxNumber: '',
  email: '',
  organizedAddress: '',
  registerPhone: '',
  bankName: '',
  bankAccount: '',
  shipName: '',
  shipMobile: '',
  shipArea: emptyRegion,
  shipAddress: '',
};

/** Fields of the ordinary type, then the ones the special type adds, in the order the form shows them. */
export const ordinaryFields: readonly InvoiceField[] = ['amount', 'title', 'taxNumber', 'email'];
export const specialFields: readonly InvoiceField[] = [
  'organizedAddress',
  'registerPhone',
  'bankName',
  'bankAccount',
  'shipName',
  'shipMobile',
  'shipArea',
  'shipAddress',
];

/** The fields a type asks for. */
export function fieldsOf(type: InvoiceType): readonly InvoiceField[] {
  return type === INVOICE_TYPE.special ? [...ordinaryFields, ...specialFields] : ordinaryFields;
}

/**
 * The text fields a saved title fills (the region needs the region list: `regionOfInfo`). Absent fields are left
 * out, so an ordinary title does not blank the special fields.
 */
export function valuesFromInfo(info: SavedInvoiceInfo): Partial<InvoiceFormValues> {
  const entries: [InvoiceFormField, string | undefined][] = [
    ['title', info.title],
    ['taxNumber', info.code === undefined ? undefined : sanitizeInvoiceTaxNumberInput(info.code)],
    ['email', info.emailAddress],
    ['organizedAddress', info.organizedAddress],
    ['registerPhone', info.registerPhone],
    ['bankName', info.bankName],
    ['bankAccount', info.bankAccount],
    ['shipName', info.shipName],
    ['shipMobile', info.shipMobile],
    ['shipAddress', info.shipAddress],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** The saved region of a title, found in the region list; null when the title has none. */
export function regionOfInfo(info: SavedInvoiceInfo, regions: readonly RegionNode[]): RegionValue | null {
  return info.shipAreaPath ? regionFromPath(regions, info.shipAreaPath) : null;
}

/** `fill` applied to the fields the user has not edited; what the user typed stays. */
export function fillUntouched(
  values: InvoiceFormValues,
  fill: Partial<InvoiceFormValues>,
  touched: ReadonlySet<InvoiceFormField>,
): InvoiceFormValues {
  const next = { ...values };
  for (const field of Object.keys(fill) as InvoiceFormField[]) {
    if (touched.has(field)) continue;
    const value = fill[field];
    if (value !== undefined) Object.assign(next, { [field]: value });
  }
  return next;
}

/**
 * Whether the region is chosen to its last level. Until the region list has loaded, a district is needed (every
 * city of the bundled list has a third level).
 */
export function isShipAreaComplete(value: RegionValue, regions: readonly RegionNode[] | null): boolean {
  return regions ? isRegionComplete(regions, value) : value.district !== null;
}

function regionNames(value: RegionValue): string[] {
  return [value.province, value.city, value.district].flatMap((part) => (part ? [part.name] : []));
}

/** The form's values as the domain's invoice rules read them; an incomplete region counts as none. */
export function invoiceInfoInput(
  type: InvoiceType,
  values: InvoiceFormValues,
  regions: readonly RegionNode[] | null,
): InvoiceInfoInput {
  const ordinary = { title: values.title, taxNumber: values.taxNumber, email: values.email };
  if (type === INVOICE_TYPE.ordinary) return { type, ...ordinary };
  return {
    type,
    ...ordinary,
    organizedAddress: values.organizedAddress,
    registerPhone: values.registerPhone,
    bankName: values.bankName,
    bankAccount: values.bankAccount,
    shipName: values.shipName,
    shipMobile: values.shipMobile,
    shipArea: isShipAreaComplete(values.shipArea, regions) ? regionNames(values.shipArea) : [],
    shipAddress: values.shipAddress,
  };
}

export function invoiceInput(
  type: InvoiceType,
  values: InvoiceFormValues,
  regions: readonly RegionNode[] | null,
): InvoiceInput {
  return { ...invoiceInfoInput(type, values, regions), amount: values.amount } as InvoiceInput;
}

/** The information of one type as saved (trimmed; an empty tax number left out). */
export function invoiceInfoPayload(type: InvoiceType, values: InvoiceFormValues): InvoiceInfoPayload {
  const code = values.taxNumber.trim();
  const ordinary = {
    title: values.title.trim(),
    ...(code === '' ? {} : { code }),
    emailAddress: values.email.trim(),
  };
  if (type === INVOICE_TYPE.ordinary) return { type, ...ordinary };
  return {
    type,
    ...ordinary,
    organizedAddress: values.organizedAddress.trim(),
    registerPhone: values.registerPhone.trim(),
    bankName: values.bankName.trim(),
    bankAccount: values.bankAccount.trim(),
    shipName: values.shipName.trim(),
    shipMobile: values.shipMobile.trim(),
    shipAreaPath: joinRegionPath(values.shipArea),
    shipAddress: values.shipAddress.trim(),
  };
}

/**
 * Saved information as the contract's body of its type: the ordinary fields, or every special field (the form has
 * required them; an absent one is sent empty so the server's contract check refuses it rather than the client
 * guessing).
 */
export function invoiceInfoBody(info: SavedInvoiceInfo): InvoiceInfoBody {
  const common = { title: info.title, ...(info.code ? { code: info.code } : {}), emailAddress: info.emailAddress };
  if (info.type !== INVOICE_TYPE.special) return { type: INVOICE_TYPE.ordinary, ...common };
  return {
    type: INVOICE_TYPE.special,
    ...common,
    organizedAddress: info.organizedAddress ?? '',
    registerPhone: info.registerPhone ?? '',
    bankName: info.bankName ?? '',
    bankAccount: info.bankAccount ?? '',
    shipName: info.shipName ?? '',
    shipMobile: info.shipMobile ?? '',
    shipAreaPath: info.shipAreaPath ?? '',
    shipAddress: info.shipAddress ?? '',
  };
}

/** The body of `/user/invoice/add`, or of `/user/invoice/update` when `id` is given. */
export function invoiceRequestPayload(
  type: InvoiceType,
  values: InvoiceFormValues,
  target: InvoiceTarget,
  id?: number,
): InvoiceRequestPayload {
  const body = invoiceInfoBody(invoiceInfoPayload(type, values));
  const amount = Number(values.amount.trim());
  const withId = id === undefined ? {} : { id };
  return body.type === INVOICE_TYPE.ordinary
    ? { ...withId, ...body, ...target, amount }
    : { ...withId, ...body, ...target, amount };
}

/** The saved title of a type. */
export function savedInfoOf(saved: SavedInvoiceTitles | undefined, type: InvoiceType): SavedInvoiceInfo | null {
  return (type === INVOICE_TYPE.special ? saved?.special : saved?.ordinary) ?? null;
}

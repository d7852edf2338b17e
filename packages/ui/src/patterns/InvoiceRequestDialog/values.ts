import {
  INVOICE_TYPE,
  invoiceInfoOf,
  sanitizeInvoiceTaxNumberInput,
  type InvoiceField,
  type InvoiceInfo,
  type InvoiceInfoInput,
  type InvoiceInput,
  type InvoiceRequest,
  type InvoiceTarget,
  type InvoiceType,
} from '@kankan/domain';
import {
  emptyRegion,
  isRegionComplete,
  regionFromPath,
  type RegionNode,
  type RegionValue,
} from '../../components/RegionPicker/regions.ts';

/*
 * The invoice form's values and the pure steps between them and the domain's invoice information: what a saved title
 * or an edited request fills in, what the rules check, and what the form hands on.
 */

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
export function valuesFromInfo(info: InvoiceInfo): Partial<InvoiceFormValues> {
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
export function regionOfInfo(info: InvoiceInfo, regions: readonly RegionNode[]): RegionValue | null {
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

function infoInput(type: InvoiceType, values: InvoiceFormValues, shipArea: string[]): InvoiceInfoInput {
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
    shipArea,
    shipAddress: values.shipAddress,
  };
}

/** The form's values as the domain's invoice rules read them; an incomplete region counts as none. */
export function invoiceInfoInput(
  type: InvoiceType,
  values: InvoiceFormValues,
  regions: readonly RegionNode[] | null,
): InvoiceInfoInput {
  return infoInput(type, values, isShipAreaComplete(values.shipArea, regions) ? regionNames(values.shipArea) : []);
}

export function invoiceInput(
  type: InvoiceType,
  values: InvoiceFormValues,
  regions: readonly RegionNode[] | null,
): InvoiceInput {
  return { ...invoiceInfoInput(type, values, regions), amount: values.amount } as InvoiceInput;
}

/** The information of one type the form holds, as kept (see `invoiceInfoOf`); called once the rules pass. */
export function invoiceInfoFromValues(type: InvoiceType, values: InvoiceFormValues): InvoiceInfo {
  return invoiceInfoOf(infoInput(type, values, regionNames(values.shipArea)));
}

/** The request the form holds; called once the rules pass. */
export function invoiceRequestFromValues(
  type: InvoiceType,
  values: InvoiceFormValues,
  target: InvoiceTarget,
  saveAsTitle: boolean,
): InvoiceRequest {
  return { info: invoiceInfoFromValues(type, values), target, amount: Number(values.amount.trim()), saveAsTitle };
}

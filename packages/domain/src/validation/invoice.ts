import { INVOICE_TYPE } from '../constants/ids.ts';
import { INVOICE_LIMITS, SHIPPING_LIMITS, TAX_NUMBER_LENGTH } from '../constants/limits.ts';
import { isLandline, isMainlandMobile, isPhoneNumber, validateEmail } from './contact.ts';
import type { ValidationReason } from './reasons.ts';
import { charCount, compactErrors, isBlank, type FieldErrors } from './text.ts';

/** A tax number in general: required, exactly 18 digits. */
export function validateTaxNumber(value: string): ValidationReason | null {
  if (isBlank(value)) return 'required';
  const taxNumber = value.trim();
  if (!/^\d+$/.test(taxNumber)) return 'taxNumberChars';
  return taxNumber.length === TAX_NUMBER_LENGTH ? null : 'taxNumberLength';
}

/**
 * The invoice dialog's tax number: optional; if given only word characters (A-Z, a-z, 0-9, _), dots and slashes,
 * and exactly 18 characters.
 */
export function validateInvoiceTaxNumber(value: string): ValidationReason | null {
  const taxNumber = value.trim();
  if (taxNumber === '') return null;
  if (!/^[\w./]+$/.test(taxNumber)) return 'taxNumberChars';
  return taxNumber.length === TAX_NUMBER_LENGTH ? null : 'taxNumberLength';
}

/** What the tax-number input accepts while typing: disallowed characters dropped, cut at 18. */
export function sanitizeInvoiceTaxNumberInput(raw: string): string {
  return raw.replace(/[^\w./]/g, '').slice(0, TAX_NUMBER_LENGTH);
}

/** Clamps an invoice amount between 0 and the allowed maximum (NaN counts as 0). */
export function clampAmount(amount: number, max: number): number {
  if (Number.isNaN(amount)) return 0;
  return Math.min(Math.max(amount, 0), Math.max(max, 0));
}

/**
 * What the amount input keeps while typing: digits only, clamped to the allowed maximum ('' stays ''). A decimal
 * amount stays as typed, for `validateAmount` to refuse: dropping its point would turn 12.5 into 125.
 */
export function sanitizeAmountInput(raw: string, max: number): string {
  if (/[.,，。]/.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  return String(clampAmount(Number(digits), max));
}

/** Amount: required, digits only, more than 0 and at most `max`. */
export function validateAmount(raw: string, max: number): ValidationReason | null {
  const value = raw.trim();
  if (value === '') return 'amountRequired';
  if (!/^\d+$/.test(value)) return 'amountInvalid';
  const amount = Number(value);
  if (amount <= 0) return 'amountTooSmall';
  return amount > max ? 'amountTooLarge' : null;
}

function requiredWithMax(
  value: string,
  max: number,
  required: ValidationReason,
  tooLong: ValidationReason,
): ValidationReason | null {
  if (isBlank(value)) return required;
  return charCount(value.trim()) > max ? tooLong : null;
}

/** Invoice phone: digits and dashes, at most 20, a landline or mobile number. */
export function validateInvoicePhone(value: string): ValidationReason | null {
  if (isBlank(value)) return 'invoicePhoneRequired';
  const phone = value.trim();
  if (charCount(phone) > INVOICE_LIMITS.phone) return 'invoicePhoneTooLong';
  if (!/^[\d-]+$/.test(phone)) return 'invoicePhoneInvalid';
  return isLandline(phone) || isMainlandMobile(phone.replace(/-/g, '')) ? null : 'invoicePhoneInvalid';
}

export interface ShippingFields {
  shipName: string;
  shipMobile: string;
  /** Region parts (province, city, district); joined with commas as shipAreaPath when sent. */
  shipArea: readonly string[];
  shipAddress: string;
}

export type ShippingField = keyof ShippingFields;

/** Shipping block (receiving info): all fields required; name 20, mobile 20, address 100. */
export function validateShipping(fields: ShippingFields): FieldErrors<ShippingField> {
  return compactErrors({
    shipName: requiredWithMax(fields.shipName, SHIPPING_LIMITS.name, 'shipNameRequired', 'shipNameTooLong'),
    shipMobile: validateShipMobile(fields.shipMobile),
    shipArea: fields.shipArea.some((part) => !isBlank(part)) ? null : 'shipRegionRequired',
    shipAddress: requiredWithMax(
      fields.shipAddress,
      SHIPPING_LIMITS.detail,
      'shipAddressRequired',
      'shipAddressTooLong',
    ),
  });
}

function validateShipMobile(value: string): ValidationReason | null {
  if (isBlank(value)) return 'shipMobileRequired';
  const mobile = value.trim();
  if (charCount(mobile) > SHIPPING_LIMITS.mobile) return 'shipMobileTooLong';
  return isPhoneNumber(mobile) || isLandline(mobile) ? null : 'shipMobileInvalid';
}

/** shipAreaPath as the server wants it: region parts joined with commas. */
export function shipAreaPath(parts: readonly string[]): string {
  return parts.filter((part) => !isBlank(part)).join(',');
}

export interface OrdinaryInvoiceFields {
  title: string;
  taxNumber: string;
  email: string;
  amount: string;
}

export interface SpecialInvoiceFields extends OrdinaryInvoiceFields, ShippingFields {
  organizedAddress: string;
  registerPhone: string;
  bankName: string;
  bankAccount: string;
}

export type InvoiceInput =
  | ({ type: typeof INVOICE_TYPE.ordinary } & OrdinaryInvoiceFields)
  | ({ type: typeof INVOICE_TYPE.special } & SpecialInvoiceFields);

export type InvoiceField = keyof SpecialInvoiceFields;

/** The saved invoice information (an invoice title) of one type: the invoice fields without an amount. */
export type InvoiceInfoInput =
  | ({ type: typeof INVOICE_TYPE.ordinary } & Omit<OrdinaryInvoiceFields, 'amount'>)
  | ({ type: typeof INVOICE_TYPE.special } & Omit<SpecialInvoiceFields, 'amount'>);

export type InvoiceInfoField = Exclude<InvoiceField, 'amount'>;

/**
 * Saved invoice information (the account's invoice titles, types 2 and 3): the rules of the invoice dialog
 * without the amount. Ordinary: title (max 20), e-mail (valid, max 30), optional tax number. Special adds address
 * (100), phone (20, valid), bank name (40), bank account (40) and the shipping block.
 */
export function validateInvoiceInfo(input: InvoiceInfoInput): FieldErrors<InvoiceInfoField> {
  const ordinary: FieldErrors<InvoiceInfoField> = compactErrors({
    title: requiredWithMax(input.title, INVOICE_LIMITS.title, 'invoiceTitleRequired', 'invoiceTitleTooLong'),
    taxNumber: validateInvoiceTaxNumber(input.taxNumber),
    email: validateEmail(input.email, { max: INVOICE_LIMITS.email }),
  });
  if (input.type !== INVOICE_TYPE.special) return ordinary;
  return {
    ...ordinary,
    ...compactErrors({
      organizedAddress: requiredWithMax(
        input.organizedAddress,
        INVOICE_LIMITS.address,
        'invoiceAddressRequired',
        'invoiceAddressTooLong',
      ),
      registerPhone: validateInvoicePhone(input.registerPhone),
      bankName: requiredWithMax(input.bankName, INVOICE_LIMITS.bankName, 'bankNameRequired', 'bankNameTooLong'),
      bankAccount: requiredWithMax(
        input.bankAccount,
        INVOICE_LIMITS.bankAccount,
        'bankAccountRequired',
        'bankAccountTooLong',
      ),
    }),
    ...validateShipping(input),
  };
}

/**
 * The invoice dialog. Ordinary (2): amount, title (max 20), e-mail (valid, max 30); the tax number is optional but
 * must be valid if given. Special (3) adds address (100), phone (20, valid), bank name (40), bank account (40) and
 * the shipping block. `maxAmount` is the amount still allowed to be invoiced.
 */
export function validateInvoice(input: InvoiceInput, maxAmount: number): FieldErrors<InvoiceField> {
  return {
    ...compactErrors({ amount: validateAmount(input.amount, maxAmount) }),
    ...validateInvoiceInfo(input),
  };
}

const SHIPPING_FIELDS: readonly ShippingField[] = ['shipName', 'shipMobile', 'shipArea', 'shipAddress'];

/**
 * One reason for a toast on submit: `receivingInfoIncomplete` when the shipping block fails, else the first field
 * error, else null.
 */
export function invoiceSummaryReason(
  errors: FieldErrors<InvoiceField> | FieldErrors<ShippingField>,
): ValidationReason | null {
  const entries = Object.entries(errors) as [string, ValidationReason | undefined][];
  if (entries.some(([field, reason]) => reason != null && (SHIPPING_FIELDS as readonly string[]).includes(field))) {
    return 'receivingInfoIncomplete';
  }
  return entries.find(([, reason]) => reason != null)?.[1] ?? null;
}

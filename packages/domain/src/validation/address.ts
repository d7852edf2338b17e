import { SHIPPING_LIMITS } from '../constants/limits.ts';
import { isLandline, isPhoneNumber } from './contact.ts';
import type { ValidationReason } from './reasons.ts';
import { charCount, compactErrors, isBlank, type FieldErrors } from './text.ts';

/**
 * The country of a delivery address chosen with the China province / city / district list. Like the region names it
 * is stored in Chinese in both languages; the site shows it translated.
 */
export const DOMESTIC_ADDRESS_COUNTRY = '中国';

/** A receiver (delivery) address as the account area edits it (spec 3 "Address"). */
export interface AddressFields {
  country: string;
  province: string;
  city: string;
  /** Optional: the contract allows an address without a district. */
  district: string;
  detail: string;
  receiver: string;
  phone: string;
}

export type AddressField = 'country' | 'region' | 'detail' | 'receiver' | 'phone';

function requiredWithMax(
  value: string,
  max: number,
  required: ValidationReason,
  tooLong: ValidationReason,
): ValidationReason | null {
  if (isBlank(value)) return required;
  return charCount(value.trim()) > max ? tooLong : null;
}

/**
 * A receiver address: the country, province and city are required (`region` names the province/city/district
 * choice), the detailed address at most 100 characters, the receiver's name at most 20, the phone a mobile or
 * landline number of at most 20 characters. The same limits and reasons as the invoice's shipping block.
 */
export function validateAddress(fields: AddressFields): FieldErrors<AddressField> {
  const phone = fields.phone.trim();
  let phoneReason: ValidationReason | null = null;
  if (phone === '') phoneReason = 'shipMobileRequired';
  else if (charCount(phone) > SHIPPING_LIMITS.mobile) phoneReason = 'shipMobileTooLong';
  else if (!isPhoneNumber(phone) && !isLandline(phone)) phoneReason = 'shipMobileInvalid';
  return compactErrors({
    country: isBlank(fields.country) ? 'required' : null,
    region: isBlank(fields.province) || isBlank(fields.city) ? 'shipRegionRequired' : null,
    detail: requiredWithMax(fields.detail, SHIPPING_LIMITS.detail, 'shipAddressRequired', 'shipAddressTooLong'),
    receiver: requiredWithMax(fields.receiver, SHIPPING_LIMITS.name, 'shipNameRequired', 'shipNameTooLong'),
    phone: phoneReason,
  });
}

/** The address with every text field trimmed, as it is saved. */
export function trimAddress<T extends AddressFields>(fields: T): T {
  return {
    ...fields,
    country: fields.country.trim(),
    province: fields.province.trim(),
    city: fields.city.trim(),
    district: fields.district.trim(),
    detail: fields.detail.trim(),
    receiver: fields.receiver.trim(),
    phone: fields.phone.trim(),
  };
}

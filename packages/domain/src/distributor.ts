import { validateEmail, validatePhone } from './validation/contact.ts';
import type { ValidationReason } from './validation/reasons.ts';
import { compactErrors, isBlank, validateMaxLength, type FieldErrors } from './validation/text.ts';

/** Retail shop type of a distributor application (spec 3): 1 mainly offline, 2 mainly online. */
export const SHOP_TYPE = { mainlyOffline: 1, mainlyOnline: 2 } as const;
export type ShopTypeName = keyof typeof SHOP_TYPE;
export type ShopTypeId = (typeof SHOP_TYPE)[ShopTypeName];

/** Length limits of the application's fields (designed; the spec shows none). They match the contract. */
export const DISTRIBUTOR_LIMITS = {
  companyName: 100,
  companyCountry: 64,
  region: 100,
  address: 200,
  shopAddress: 200,
  lastName: 50,
  firstName: 50,
  title: 50,
  email: 64,
} as const;

export interface DistributorApplicationFields {
  companyName: string;
  /** ISO 3166 code of the company's country. */
  companyCountry: string;
  /** Province, city and district (comma-joined) in China, or the state / city written out elsewhere. */
  region: string;
  /** The detailed company address. */
  address: string;
  shopType: ShopTypeId | null;
  shopAddress: string;
  lastName: string;
  firstName: string;
  /** The applicant's job title (optional). */
  title: string;
  phone: string;
  /** The calling code of the phone number, without "+" (default 86). */
  areaCode?: string;
  email: string;
}

export type DistributorApplicationField = Exclude<keyof DistributorApplicationFields, 'areaCode'>;

function requiredText(value: string, max: number): ValidationReason | null {
  if (isBlank(value)) return 'required';
  return validateMaxLength(value.trim(), max);
}

function optionalText(value: string, max: number): ValidationReason | null {
  return isBlank(value) ? null : validateMaxLength(value.trim(), max);
}

/**
 * A distributor application (the spec shows no rules; these are designed): the company, its country, region and
 * address, the shop type and the applicant's names, phone and e-mail are required. The shop address is required
 * for a mainly offline shop (where the customers go) and optional for a mainly online one. The title is optional.
 * Phone and e-mail follow the account rules (mobile for the area code; e-mail pattern).
 */
export function validateDistributorApplication(
  fields: DistributorApplicationFields,
): FieldErrors<DistributorApplicationField> {
  return compactErrors<DistributorApplicationField>({
    companyName: requiredText(fields.companyName, DISTRIBUTOR_LIMITS.companyName),
    companyCountry: requiredText(fields.companyCountry, DISTRIBUTOR_LIMITS.companyCountry),
    region: requiredText(fields.region, DISTRIBUTOR_LIMITS.region),
    address: requiredText(fields.address, DISTRIBUTOR_LIMITS.address),
    shopType: fields.shopType == null ? 'required' : null,
    shopAddress:
      fields.shopType === SHOP_TYPE.mainlyOffline
        ? requiredText(fields.shopAddress, DISTRIBUTOR_LIMITS.shopAddress)
        : optionalText(fields.shopAddress, DISTRIBUTOR_LIMITS.shopAddress),
    lastName: requiredText(fields.lastName, DISTRIBUTOR_LIMITS.lastName),
    firstName: requiredText(fields.firstName, DISTRIBUTOR_LIMITS.firstName),
    title: optionalText(fields.title, DISTRIBUTOR_LIMITS.title),
    phone: validatePhone(fields.phone, { areaCode: fields.areaCode }),
    email: validateEmail(fields.email, { max: DISTRIBUTOR_LIMITS.email }),
  });
}

/**
 * Every reason a validation rule of this package can return. Each code is mapped to a zh/en message in
 * `packages/i18n`; codes are stable (new ones may be added, none renamed or removed).
 */
export const VALIDATION_REASONS = [
  // generic
  'required',
  'tooLong',
  'sensitiveWords',
  // password
  'passwordTooShort',
  'passwordTooLong',
  'passwordWeak',
  'passwordMismatch',
  // user name
  'userNameRequired',
  'userNameLength',
  'userNameSensitive',
  'userNameChars',
  // phone, landline, e-mail, id card
  'phoneRequired',
  'phoneInvalid',
  'landlineInvalid',
  'emailRequired',
  'emailInvalid',
  'emailTooLong',
  'idCardInvalid',
  // tax number
  'taxNumberLength',
  'taxNumberChars',
  // invoice
  'invoiceTitleRequired',
  'invoiceTitleTooLong',
  'invoiceAddressRequired',
  'invoiceAddressTooLong',
  'invoicePhoneRequired',
  'invoicePhoneTooLong',
  'invoicePhoneInvalid',
  'bankNameRequired',
  'bankNameTooLong',
  'bankAccountRequired',
  'bankAccountTooLong',
  'amountRequired',
  'amountInvalid',
  'amountTooLarge',
  'amountTooSmall',
  // shipping (receiving info)
  'shipNameRequired',
  'shipNameTooLong',
  'shipMobileRequired',
  'shipMobileTooLong',
  'shipMobileInvalid',
  'shipRegionRequired',
  'shipAddressRequired',
  'shipAddressTooLong',
  'receivingInfoIncomplete',
  // folders
  'folderNameRequired',
  'folderNameTooLong',
  'folderNameChars',
  // camera serial numbers
  'serialRequired',
  'serialDuplicate',
  'serialTooLong',
  'serialInvalid',
  'serialTooMany',
  // avatar / image upload
  'avatarType',
  'avatarTooLarge',
  // customer message
  'contactRequired',
  'contactInvalid',
  'messageRequired',
  'messageTooLong',
  // cooperation
  'cooperationUserRequired',
  'permissionRequired',
  'selfAssign',
  // agreement
  'agreementRequired',
  // verification-code request
  'accountRequired',
  // cart
  'cartLastItem',
  'selectionRequired',
] as const;

export type ValidationReason = (typeof VALIDATION_REASONS)[number];

export function isValidationReason(value: unknown): value is ValidationReason {
  return typeof value === 'string' && (VALIDATION_REASONS as readonly string[]).includes(value);
}

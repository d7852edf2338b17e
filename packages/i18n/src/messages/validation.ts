import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  AVATAR,
  BIND_BATCH_MAX,
  CUSTOMER_MESSAGE_MAX,
  FOLDER_NAME_MAX,
  INVOICE_LIMITS,
  PASSWORD_LENGTH,
  SERIAL_NUMBER_MAX,
  SHIPPING_LIMITS,
  TAX_NUMBER_LENGTH,
  USER_NAME_LENGTH,
  type ValidationReason,
} from '@kankan/domain';
import { i18n } from '../instance.ts';

/*
 * One message per validation reason of `@kankan/domain` (spec section 5). The record is typed by the reason list,
 * so a new reason without a message fails type-checking. `{field}` is the (already translated) field name the
 * caller passes; `{max}`, `{min}` and `{length}` come from the domain's limits unless the caller passes them.
 */
export const validationMessages: Record<ValidationReason, MessageDescriptor> = {
  required: msg({ message: '{field} cannot be blank.', comment: 'field: the translated name of a form field' }),
  tooLong: msg({ message: '{field} can be at most {max} characters long.', comment: 'field: a form field name' }),
  sensitiveWords: msg({ message: '{field} contains words that are not allowed.', comment: 'field: a form field name' }),
  passwordTooShort: msg({ message: 'The password must be at least {min} characters long.' }),
  passwordTooLong: msg({ message: 'The password can be at most {max} characters long.' }),
  passwordWeak: msg`The password must contain upper-case letters, lower-case letters and digits.`,
  passwordMismatch: msg`The two passwords do not match.`,
  userNameRequired: msg`The user name cannot be blank.`,
  userNameLength: msg({ message: 'The user name must be {min} to {max} characters long.' }),
  userNameSensitive: msg`The user name contains words that are not allowed.`,
  userNameChars: msg`The user name cannot contain control characters or characters that change the reading direction.`,
  phoneRequired: msg`Please enter your mobile number.`,
  phoneInvalid: msg`Please enter a correct mobile number.`,
  landlineInvalid: msg`Please enter a correct phone number.`,
  emailRequired: msg`Please enter your e-mail address.`,
  emailInvalid: msg`Please enter a correct e-mail address.`,
  emailTooLong: msg({ message: 'The e-mail address can be at most {max} characters long.' }),
  idCardInvalid: msg`Please enter a correct ID card number.`,
  taxNumberLength: msg({ message: 'Please enter the {length}-digit tax number.' }),
  taxNumberChars: msg`The tax number may contain only letters, digits, dots and slashes.`,
  invoiceTitleRequired: msg`Please enter the invoice title.`,
  invoiceTitleTooLong: msg({ message: 'The invoice title can be at most {max} characters long.' }),
  invoiceAddressRequired: msg`Please enter the registered address.`,
  invoiceAddressTooLong: msg({ message: 'The registered address can be at most {max} characters long.' }),
  invoicePhoneRequired: msg`Please enter the registered phone number.`,
  invoicePhoneTooLong: msg({ message: 'The registered phone number can be at most {max} characters long.' }),
  invoicePhoneInvalid: msg`Please enter a correct phone number, using digits and dashes only.`,
  bankNameRequired: msg`Please enter the name of the bank.`,
  bankNameTooLong: msg({ message: 'The bank name can be at most {max} characters long.' }),
  bankAccountRequired: msg`Please enter the bank account number.`,
  bankAccountTooLong: msg({ message: 'The bank account number can be at most {max} characters long.' }),
  amountRequired: msg`Please enter the amount.`,
  amountInvalid: msg`The amount must be a whole number: digits only, without a decimal point.`,
  amountTooLarge: msg({ message: 'The amount cannot be more than {max}.', comment: 'max: the highest allowed amount' }),
  amountTooSmall: msg`The amount must be more than 0.`,
  shipNameRequired: msg`Please enter the recipient's name.`,
  shipNameTooLong: msg({ message: "The recipient's name can be at most {max} characters long." }),
  shipMobileRequired: msg`Please enter the recipient's mobile number.`,
  shipMobileTooLong: msg({ message: "The recipient's mobile number can be at most {max} characters long." }),
  shipMobileInvalid: msg`Please enter a correct mobile number for the recipient.`,
  shipRegionRequired: msg`Please select the region.`,
  shipAddressRequired: msg`Please enter the detailed address.`,
  shipAddressTooLong: msg({ message: 'The detailed address can be at most {max} characters long.' }),
  receivingInfoIncomplete: msg`Please complete the delivery information.`,
  folderNameRequired: msg`Please enter a folder name.`,
  folderNameTooLong: msg({ message: 'A folder name can be at most {max} characters long.' }),
  folderNameChars: msg`A folder name cannot contain control characters or characters that change the reading direction.`,
  serialRequired: msg`Please fill in the serial number (SN).`,
  serialDuplicate: msg`This serial number has already been entered.`,
  serialTooLong: msg({ message: 'A serial number can be at most {max} characters long.' }),
  serialInvalid: msg`A serial number has letters, digits, hyphens (-) and underscores (_) only.`,
  serialTooMany: msg({ message: 'You can bind at most {max} cameras at a time.' }),
  avatarType: msg`Please upload a JPG or PNG image.`,
  avatarTooLarge: msg({ message: 'The image must be smaller than {max} MB.' }),
  contactRequired: msg`Please enter your contact information.`,
  contactInvalid: msg`The contact information is not correct. Please enter an e-mail address or a phone number.`,
  messageRequired: msg`Please enter your message.`,
  messageTooLong: msg({ message: 'Your message can be at most {max} characters long.' }),
  cooperationUserRequired: msg`Please enter the collaborator's user name.`,
  permissionRequired: msg`Please select at least one permission.`,
  selfAssign: msg`You can't make yourself a collaborator.`,
  agreementRequired: msg`Please agree to our terms first.`,
  accountRequired: msg`Please enter your mobile number or e-mail address first.`,
  cartLastItem: msg`The last item in your cart can't be deleted.`,
  selectionRequired: msg`Please select at least one item.`,
};

export interface ReasonParams {
  /** The translated name of the field, for the generic reasons (`required`, `tooLong`, `sensitiveWords`). */
  field?: string;
  min?: number;
  max?: number;
  length?: number;
}

/** The limits each reason names when the caller passes none: the domain's own constants. */
const defaultParams: Partial<Record<ValidationReason, Omit<ReasonParams, 'field'>>> = {
  passwordTooShort: { min: PASSWORD_LENGTH.min },
  passwordTooLong: { max: PASSWORD_LENGTH.max },
  userNameLength: { min: USER_NAME_LENGTH.min, max: USER_NAME_LENGTH.max },
  emailTooLong: { max: INVOICE_LIMITS.email },
  taxNumberLength: { length: TAX_NUMBER_LENGTH },
  invoiceTitleTooLong: { max: INVOICE_LIMITS.title },
  invoiceAddressTooLong: { max: INVOICE_LIMITS.address },
  invoicePhoneTooLong: { max: INVOICE_LIMITS.phone },
  bankNameTooLong: { max: INVOICE_LIMITS.bankName },
  bankAccountTooLong: { max: INVOICE_LIMITS.bankAccount },
  shipNameTooLong: { max: SHIPPING_LIMITS.name },
  shipMobileTooLong: { max: SHIPPING_LIMITS.mobile },
  shipAddressTooLong: { max: SHIPPING_LIMITS.detail },
  folderNameTooLong: { max: FOLDER_NAME_MAX },
  messageTooLong: { max: CUSTOMER_MESSAGE_MAX },
  serialTooMany: { max: BIND_BATCH_MAX },
  serialTooLong: { max: SERIAL_NUMBER_MAX },
  avatarTooLarge: { max: AVATAR.maxBytes / (1024 * 1024) },
};

const thisField = msg({ message: 'This field', comment: 'Stands in for a field name: "This field cannot be blank."' });

/** The message for a validation reason in the active language. */
export function messageForReason(reason: ValidationReason, params: ReasonParams = {}): string {
  const values = {
    ...defaultParams[reason],
    ...params,
    field: params.field ?? i18n._(thisField),
  };
  const descriptor: MessageDescriptor = { ...validationMessages[reason], values };
  return i18n._(descriptor);
}

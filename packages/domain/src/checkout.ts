import { INVOICE_TYPE, type InvoiceType } from './constants/ids.ts';
import type { InvoiceInfo } from './invoice.ts';
import { validateAddress, type AddressFields } from './validation/address.ts';
import { validateInvoiceInfo } from './validation/invoice.ts';

/** What stops an order: the information is not saved yet, or saved but incomplete (spec 5; messages 17-20). */
export type CheckoutGap = 'missing' | 'incomplete';

/** The invoice choice of an order: none, or the saved information of type 2 (ordinary) or 3 (special). */
export type CheckoutInvoiceChoice = 0 | InvoiceType;

/** Saved invoice information without its type (the choice of the order names it). */
export type SavedInvoiceFields = Omit<InvoiceInfo, 'type'>;

/** Whether the chosen invoice can go with the order: none always can; a type needs its saved, complete information. */
export function invoiceGap(choice: CheckoutInvoiceChoice, saved: SavedInvoiceFields | null): CheckoutGap | null {
  if (choice === 0) return null;
  if (!saved) return 'missing';
  const common = { title: saved.title, taxNumber: saved.code ?? '', email: saved.emailAddress };
  const errors =
    choice === INVOICE_TYPE.ordinary
      ? validateInvoiceInfo({ type: INVOICE_TYPE.ordinary, ...common })
      : validateInvoiceInfo({
          type: INVOICE_TYPE.special,
          ...common,
          organizedAddress: saved.organizedAddress ?? '',
          registerPhone: saved.registerPhone ?? '',
          bankName: saved.bankName ?? '',
          bankAccount: saved.bankAccount ?? '',
          shipName: saved.shipName ?? '',
          shipMobile: saved.shipMobile ?? '',
          shipArea: (saved.shipAreaPath ?? '').split(',').filter(Boolean),
          shipAddress: saved.shipAddress ?? '',
        });
  return Object.keys(errors).length > 0 ? 'incomplete' : null;
}

/** Whether the order can be delivered: an address must be chosen (saved) and complete. */
export function deliveryGap(address: AddressFields | null): CheckoutGap | null {
  if (!address) return 'missing';
  return Object.keys(validateAddress(address)).length > 0 ? 'incomplete' : null;
}

import type { components } from '@kankan/api';
import { INVOICE_TYPE, type InvoiceInfo, type InvoiceRequest } from '@kankan/domain';

type Schemas = components['schemas'];

/**
 * Invoice information as the body of its type (`/user/invoice/saveInfo`): the ordinary fields, or every special field.
 * The forms have required them; an absent one is sent empty so the server's contract check refuses it rather than the
 * client guessing.
 */
export function invoiceInfoBody(info: InvoiceInfo): Schemas['InvoiceInfoRequest'] {
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

/** A new request as the body of `/user/invoice/add` (`saveInfo` only when the title is to be saved too). */
export function invoiceAddBody({ info, target, amount, saveAsTitle }: InvoiceRequest): Schemas['InvoiceAddRequest'] {
  return { ...invoiceInfoBody(info), ...target, amount, ...(saveAsTitle ? { saveInfo: true } : {}) };
}

/** An edited request as the body of `/user/invoice/update`: the request it replaces is named by `id`. */
export function invoiceUpdateBody(
  { info, target, amount }: InvoiceRequest,
  id: number,
): Schemas['InvoiceUpdateRequest'] {
  return { id, ...invoiceInfoBody(info), ...target, amount };
}

import type { components } from '@kankan/api';
import type { InvoiceInfo, InvoiceRecord, InvoiceRequest } from '@kankan/domain';
import { specialInvoiceInfo } from '@kankan/domain/testing';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { invoiceAddBody, invoiceInfoBody, invoiceUpdateBody } from './invoiceBodies.ts';

type Schemas = components['schemas'];

const ordinary: InvoiceInfo = { type: 2, title: '看看科技', emailAddress: 'finance@kankan.test' };
const special: InvoiceInfo = specialInvoiceInfo;
const request: InvoiceRequest = { info: ordinary, target: { cameraId: 88 }, amount: 509, saveAsTitle: false };

describe('invoice bodies', () => {
  it('are the contract bodies, and the contract records are what the patterns take', () => {
    expectTypeOf(invoiceAddBody).returns.toMatchTypeOf<Schemas['InvoiceAddRequest']>();
    expectTypeOf(invoiceUpdateBody).returns.toMatchTypeOf<Schemas['InvoiceUpdateRequest']>();
    expectTypeOf(invoiceInfoBody).returns.toMatchTypeOf<Schemas['InvoiceInfoRequest']>();
    expectTypeOf<Schemas['InvoiceInfo']>().toMatchTypeOf<InvoiceInfo>();
    expectTypeOf<Schemas['Invoice']>().toMatchTypeOf<InvoiceRecord>();
  });

  it('send an ordinary invoice for a camera without the special fields', () => {
    expect(invoiceAddBody(request)).toEqual({
      type: 2,
      title: '看看科技',
      emailAddress: 'finance@kankan.test',
      cameraId: 88,
      amount: 509,
    });
  });

  it('name the order instead of a camera when invoicing one order, and ask to save the title when chosen', () => {
    expect(invoiceAddBody({ ...request, target: { orderId: 501 }, saveAsTitle: true })).toEqual({
      type: 2,
      title: '看看科技',
      emailAddress: 'finance@kankan.test',
      orderId: 501,
      amount: 509,
      saveInfo: true,
    });
  });

  it('send a special invoice with every field, and the id when editing', () => {
    expect(invoiceUpdateBody({ ...request, info: special }, 44)).toEqual({
      id: 44,
      ...special,
      cameraId: 88,
      amount: 509,
    });
  });

  it('send an absent special field empty, for the server to refuse, and the ordinary fields of an ordinary title', () => {
    expect(invoiceInfoBody({ ...special, bankName: undefined })).toHaveProperty('bankName', '');
    expect(invoiceInfoBody({ ...special, type: 2 })).toEqual({
      type: 2,
      title: '看看科技',
      code: '91440300MA5G8XK21Y',
      emailAddress: 'finance@kankan.test',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUS,
  invoiceEditDeadline,
  invoiceInfoOf,
  isInvoiceEditable,
  savedInvoiceInfo,
  type InvoiceInfo,
} from './invoice.ts';
import { specialInvoiceInfo } from './testing/invoiceSamples.ts';
import type { InvoiceInfoInput } from './validation/invoice.ts';

const delivered = Date.UTC(2026, 10, 1, 4, 0, 0);
const HOUR = 60 * 60 * 1000;

describe('invoice edit window (edit only within 7 days after delivery)', () => {
  it('puts the deadline 7 × 24 hours after delivery', () => {
    expect(invoiceEditDeadline(delivered).toISOString()).toBe('2026-11-08T04:00:00.000Z');
    expect(invoiceEditDeadline(new Date(delivered)).getTime()).toBe(delivered + 7 * 24 * HOUR);
  });

  it('allows editing before delivery', () => {
    expect(isInvoiceEditable({ deliveredAt: null }, delivered + 400 * 24 * HOUR)).toBe(true);
  });

  it('allows editing up to the deadline itself and not a moment after', () => {
    expect(isInvoiceEditable({ deliveredAt: delivered }, delivered)).toBe(true);
    expect(isInvoiceEditable({ deliveredAt: delivered }, delivered + 7 * 24 * HOUR)).toBe(true);
    expect(isInvoiceEditable({ deliveredAt: delivered }, delivered + 7 * 24 * HOUR + 1)).toBe(false);
    expect(isInvoiceEditable({ deliveredAt: new Date(delivered) }, new Date(delivered + 8 * 24 * HOUR))).toBe(false);
  });

  it('numbers the statuses as the contract does', () => {
    expect(INVOICE_STATUS).toEqual({ requested: 0, delivered: 1 });
  });
});

describe('invoice information as kept', () => {
  const special: InvoiceInfoInput = {
    type: 3,
    title: ' 看看科技 ',
    taxNumber: '',
    email: 'finance@kankan.test ',
    organizedAddress: ' 科技南路 18 号',
    registerPhone: '0755-86001234 ',
    bankName: '招商银行',
    bankAccount: ' 755912345610801',
    shipName: '李华 ',
    shipMobile: '13800138000',
    shipArea: ['广东省', '深圳市', '南山区'],
    shipAddress: '科技南路 18 号 ',
  };

  it('keeps an ordinary title trimmed, without an empty tax number or the special fields', () => {
    const ordinary: InvoiceInfoInput = { type: 2, title: special.title, taxNumber: ' ', email: special.email };
    expect(invoiceInfoOf(ordinary)).toEqual({
      type: 2,
      title: '看看科技',
      emailAddress: 'finance@kankan.test',
    });
    expect(invoiceInfoOf({ ...special, type: 2 })).not.toHaveProperty('shipAreaPath');
  });

  it('keeps a tax number that was given, trimmed', () => {
    expect(invoiceInfoOf({ ...special, taxNumber: ' 91440300MA5G8XK21Y ' })).toHaveProperty(
      'code',
      '91440300MA5G8XK21Y',
    );
  });

  it('keeps every special field trimmed, with the region names joined by commas', () => {
    // The sample without a tax number: an empty one is not kept.
    const { code, ...withoutTaxNumber } = specialInvoiceInfo;
    expect(code).toBeDefined();
    expect(invoiceInfoOf(special)).toStrictEqual(withoutTaxNumber);
  });

  it('finds the saved title of a type', () => {
    const ordinary: InvoiceInfo = { type: 2, title: 'A', emailAddress: 'a@b.cn' };
    expect(savedInvoiceInfo({ ordinary, special: null }, 2)).toBe(ordinary);
    expect(savedInvoiceInfo({ ordinary }, 3)).toBeNull();
    expect(savedInvoiceInfo(undefined, 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS, invoiceEditDeadline, isInvoiceEditable } from './invoice.ts';

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

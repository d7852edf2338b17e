import { ORDER_STATUSES } from '@kankan/domain';
import { describe, expect, it } from 'vitest';
import { orderActions, orderColumns, orderDisplayStatus } from './orderModel.ts';

describe('orderDisplayStatus', () => {
  it('shows awaiting payment for an unpaid order that is still payable', () => {
    expect(orderDisplayStatus({ status: 'awaitingShipment', isPaid: false })).toBe('awaitingPayment');
  });

  it('keeps cancelled and expired for unpaid orders', () => {
    expect(orderDisplayStatus({ status: 'cancelled', isPaid: false })).toBe('cancelled');
    expect(orderDisplayStatus({ status: 'expired', isPaid: false })).toBe('expired');
  });

  it('shows each of the six statuses of a paid order as it is', () => {
    for (const status of ORDER_STATUSES) expect(orderDisplayStatus({ status, isPaid: true })).toBe(status);
  });
});

describe('orderActions', () => {
  it('offers Pay, not an invoice, while the order awaits payment', () => {
    expect(orderActions({ status: 'awaitingShipment', isPaid: false })).toEqual(['details', 'pay']);
  });

  it('offers an invoice for paid orders that are not cancelled or expired', () => {
    for (const status of ['awaitingShipment', 'shipped', 'received', 'finished'] as const) {
      expect(orderActions({ status, isPaid: true })).toEqual(['details', 'requestInvoice']);
    }
  });

  it('offers only details for cancelled, expired or already invoiced orders', () => {
    expect(orderActions({ status: 'cancelled', isPaid: true })).toEqual(['details']);
    expect(orderActions({ status: 'expired', isPaid: false })).toEqual(['details']);
    expect(orderActions({ status: 'finished', isPaid: true, invoiceRequested: true })).toEqual(['details']);
  });
});

describe('orderColumns', () => {
  it('lists goods without a subject column for camera orders', () => {
    expect(orderColumns('camera')).not.toContain('subject');
  });

  it('adds the camera or scene column to the other tabs, after the goods', () => {
    for (const type of ['membership', 'other', 'download'] as const) {
      const columns = orderColumns(type);
      expect(columns.indexOf('subject')).toBe(columns.indexOf('items') + 1);
    }
  });
});

describe('order actions with cancel and the invoice', () => {
  const all = { details: true, pay: true, requestInvoice: true, cancel: true, invoiceDetails: true };
  it('offers Pay and Cancel while awaiting payment, Cancel only when it cannot be paid here', () => {
    expect(orderActions({ status: 'awaitingShipment', isPaid: false }, all)).toEqual(['details', 'pay', 'cancel']);
    expect(orderActions({ status: 'awaitingShipment', isPaid: false, isPayable: false }, all)).toEqual([
      'details',
      'cancel',
    ]);
  });
  it('offers the invoice details instead of a new request once the order has an invoice', () => {
    expect(orderActions({ status: 'finished', isPaid: true, invoiceStatus: 0 }, all)).toEqual([
      'details',
      'invoiceDetails',
    ]);
    expect(orderActions({ status: 'finished', isPaid: true, invoiceStatus: null }, all)).toEqual([
      'details',
      'requestInvoice',
    ]);
  });
  it('leaves out the actions the table has no handler for', () => {
    expect(orderActions({ status: 'finished', isPaid: true }, { requestInvoice: true })).toEqual(['requestInvoice']);
    expect(orderActions({ status: 'cancelled', isPaid: false }, { pay: true, cancel: true })).toEqual([]);
  });
});

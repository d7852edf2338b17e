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
    for (const status of ['awaitingShipment', 'partlyDispatched', 'received', 'finished'] as const) {
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

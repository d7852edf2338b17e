import { describe, expect, it } from 'vitest';
import { deliveryGap, invoiceGap } from './checkout.ts';

const address = {
  country: '中国',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园 1 号',
  receiver: '李雷',
  phone: '13800138000',
};

const ordinary = { title: '看看科技有限公司', emailAddress: 'bills@example.com' };
const special = {
  ...ordinary,
  code: '123456789012345678',
  organizedAddress: '科技园 1 号',
  registerPhone: '0755-12345678',
  bankName: '招商银行',
  bankAccount: '6222000011112222',
  shipName: '李雷',
  shipMobile: '13800138000',
  shipAreaPath: '广东省,深圳市,南山区',
  shipAddress: '科技园 1 号',
};

describe('invoiceGap (messages 17 and 18)', () => {
  it('lets an order without an invoice through', () => {
    expect(invoiceGap(0, null)).toBeNull();
  });
  it('needs the chosen type saved first', () => {
    expect(invoiceGap(2, null)).toBe('missing');
    expect(invoiceGap(3, null)).toBe('missing');
  });
  it('accepts complete saved information of each type', () => {
    expect(invoiceGap(2, ordinary)).toBeNull();
    expect(invoiceGap(3, special)).toBeNull();
  });
  it('refuses incomplete information', () => {
    expect(invoiceGap(2, { ...ordinary, emailAddress: 'not-an-email' })).toBe('incomplete');
    expect(invoiceGap(3, { ...special, bankAccount: '' })).toBe('incomplete');
    expect(invoiceGap(3, { ...special, shipAreaPath: '' })).toBe('incomplete');
    // Ordinary information is not enough for a special invoice.
    expect(invoiceGap(3, ordinary)).toBe('incomplete');
  });
});

describe('deliveryGap (messages 19 and 20)', () => {
  it('needs an address', () => {
    expect(deliveryGap(null)).toBe('missing');
  });
  it('accepts a complete address and refuses an incomplete one', () => {
    expect(deliveryGap(address)).toBeNull();
    expect(deliveryGap({ ...address, phone: '' })).toBe('incomplete');
    expect(deliveryGap({ ...address, city: '' })).toBe('incomplete');
  });
});

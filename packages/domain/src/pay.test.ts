import { describe, expect, it } from 'vitest';
import { PAY_ORDER_TYPE } from './constants/ids.ts';
import {
  currencyFor,
  orderTabOfPayOrderType,
  paymentRegion,
  paymentResultDestination,
  payTypesFor,
  shouldPollOrder,
} from './pay.ts';

describe('order tab of a paid order', () => {
  it("opens the tab that lists the order's type", () => {
    expect(orderTabOfPayOrderType(PAY_ORDER_TYPE.goods)).toBe('camera');
    expect(orderTabOfPayOrderType(PAY_ORDER_TYPE.membership)).toBe('membership');
    expect(orderTabOfPayOrderType(PAY_ORDER_TYPE.points)).toBe('other');
    expect(orderTabOfPayOrderType(PAY_ORDER_TYPE.storage)).toBe('other');
    expect(orderTabOfPayOrderType(PAY_ORDER_TYPE.download)).toBe('download');
  });
});

describe('payment region', () => {
  it('uses the international provider and USD abroad or in English', () => {
    expect(paymentRegion({ country: 1, locale: 'zh' })).toBe('international');
    expect(paymentRegion({ country: 0, locale: 'en' })).toBe('international');
    expect(paymentRegion({ country: 0, locale: 'zh' })).toBe('domestic');
    expect(currencyFor('international')).toBe('USD');
    expect(currencyFor('domestic')).toBe('CNY');
    expect(payTypesFor('domestic')).toEqual([0, 1]);
    expect(payTypesFor('international')).toEqual([2]);
  });

  it('polls only domestic wallet orders', () => {
    expect(shouldPollOrder(0)).toBe(true);
    expect(shouldPollOrder(1)).toBe(true);
    expect(shouldPollOrder(2)).toBe(false);
  });
});

describe('payment result destination', () => {
  it('sends points and storage payments to my cameras, goods and memberships to my orders', () => {
    expect(paymentResultDestination(PAY_ORDER_TYPE.points)).toBe('cameras');
    expect(paymentResultDestination(PAY_ORDER_TYPE.storage)).toBe('cameras');
    expect(paymentResultDestination(PAY_ORDER_TYPE.goods)).toBe('orders');
    expect(paymentResultDestination(PAY_ORDER_TYPE.membership)).toBe('orders');
  });

  it('sends a paid scene download to the download area', () => {
    expect(paymentResultDestination(PAY_ORDER_TYPE.download)).toBe('downloads');
  });
});

import { describe, expect, it } from 'vitest';
import { CART_ITEM_KIND, COUNTRY, PAY_TYPE } from './constants/ids.ts';
import { amountsOf, charge, type MoneyContext } from './money.ts';

const domestic: MoneyContext = { country: COUNTRY.domestic, locale: 'zh' };
const abroadCamera: MoneyContext = { country: COUNTRY.abroad, locale: 'zh' };
const english: MoneyContext = { country: COUNTRY.domestic, locale: 'en' };
const englishNoCamera: MoneyContext = { country: null, locale: 'en' };

describe('charge: who pays how', () => {
  it('charges a domestic camera in Chinese in yuan with the two domestic wallets', () => {
    expect(charge({ kind: 'points', points: 600 }, domestic)).toEqual({
      region: 'domestic',
      currency: 'CNY',
      payTypes: [PAY_TYPE.domesticWallet1, PAY_TYPE.domesticWallet2],
      amount: 600,
    });
  });

  it('charges an abroad camera in USD with the international provider, even in Chinese', () => {
    expect(charge({ kind: 'points', points: 600 }, abroadCamera)).toEqual({
      region: 'international',
      currency: 'USD',
      payTypes: [PAY_TYPE.international],
      amount: 84,
    });
  });

  it('charges English mode in USD with the international provider, with or without a camera', () => {
    for (const context of [english, englishNoCamera]) {
      const result = charge({ kind: 'membership', count: 1 }, context);
      expect(result.currency).toBe('USD');
      expect(result.payTypes).toEqual([PAY_TYPE.international]);
      expect(result.amount).toBe(849);
    }
  });

  it('accepts a region settled earlier (an order placed in a currency is paid in it)', () => {
    expect(charge({ kind: 'download' }, { region: 'international' })).toMatchObject({ currency: 'USD', amount: 14 });
    expect(charge({ kind: 'download' }, { region: 'domestic' })).toMatchObject({ currency: 'CNY', amount: 99 });
  });
});

describe('charge: what each product costs', () => {
  it('prices points at one yuan a point, 0.14 dollars a point to a whole dollar', () => {
    expect([600, 800, 1000].map((points) => charge({ kind: 'points', points }, domestic).amount)).toEqual([
      600, 800, 1000,
    ]);
    expect([600, 800, 1000].map((points) => charge({ kind: 'points', points }, english).amount)).toEqual([
      84, 112, 140,
    ]);
  });

  it('prices storage plans from the spec table: the yearly price for 12 months, monthly times months otherwise', () => {
    expect(charge({ kind: 'storage', plan: '20G', term: 1 }, domestic).amount).toBe(129);
    expect(charge({ kind: 'storage', plan: '20G', term: 3 }, domestic).amount).toBe(387);
    expect(charge({ kind: 'storage', plan: '1T', term: 12 }, domestic).amount).toBe(125990);
    expect(charge({ kind: 'storage', plan: '50G', term: 6 }, english).amount).toBe(456);
    expect(charge({ kind: 'storage', plan: '200G', term: 12 }, abroadCamera).amount).toBe(3490);
  });

  it('prices a membership at 5,980 yuan or 849 dollars a year, times the count', () => {
    expect(charge({ kind: 'membership', count: 1 }, domestic).amount).toBe(5980);
    expect(charge({ kind: 'membership', count: 3 }, domestic).amount).toBe(17940);
    expect(charge({ kind: 'membership', count: 2 }, english).amount).toBe(1698);
  });

  it('prices goods lines from the product prices, times their counts', () => {
    const lines = [
      { goods: CART_ITEM_KIND.pro, count: 2 },
      { goods: CART_ITEM_KIND.proTripodSet, count: 1 },
    ];
    expect(charge({ kind: 'goods', lines }, domestic).amount).toBe(12_800 * 2 + 899);
    expect(charge({ kind: 'goods', lines }, english).amount).toBe(1_799 * 2 + 209);
    expect(charge({ kind: 'goods', lines: [{ goods: CART_ITEM_KIND.lite, count: 1 }] }, domestic).amount).toBe(3_999);
  });

  it('refuses a product it has no price for', () => {
    // Unknown ids can arrive from an untyped request body; a price of undefined must never be charged.
    expect(() => charge({ kind: 'storage', plan: '5T' as '1T', term: 1 }, domestic)).toThrow(RangeError);
    expect(() => charge({ kind: 'goods', lines: [{ goods: 2 as 1, count: 1 }] }, domestic)).toThrow(RangeError);
  });

  it('states both currencies of a product for the order record', () => {
    expect(amountsOf({ kind: 'points', points: 1000 })).toEqual({ CNY: 1000, USD: 140 });
  });
});

import { CART_ITEM_KIND, PRODUCT_PRICES } from '@kankan/domain';
import { describe, expect, it } from 'vitest';
import { cartLinePrice, cartTotal, cartUnitPrice, type CartLine } from './cartModel.ts';

const lines: CartLine[] = [
  { id: 'pro', kind: CART_ITEM_KIND.pro, count: 1 },
  { id: 'tripod', kind: CART_ITEM_KIND.proTripodSet, count: 2 },
  { id: 'lite', kind: CART_ITEM_KIND.lite, count: 3 },
];

describe('cartUnitPrice', () => {
  it('takes each kind to its product price in both currencies', () => {
    expect(cartUnitPrice(CART_ITEM_KIND.lite, 'CNY')).toBe(PRODUCT_PRICES.lite.CNY);
    expect(cartUnitPrice(CART_ITEM_KIND.pro, 'USD')).toBe(PRODUCT_PRICES.pro.USD);
    expect(cartUnitPrice(CART_ITEM_KIND.proTripodSet, 'CNY')).toBe(PRODUCT_PRICES.tripodSet.CNY);
  });
});

describe('cartTotal', () => {
  it('adds price times quantity of the selected lines only', () => {
    expect(cartTotal(lines, new Set(['pro', 'tripod']), 'CNY')).toBe(12_800 + 2 * 899);
    expect(cartTotal(lines, new Set(['lite']), 'USD')).toBe(3 * 699);
  });

  it('is zero with nothing selected and ignores ids that are not in the cart', () => {
    expect(cartTotal(lines, new Set(), 'CNY')).toBe(0);
    expect(cartTotal(lines, new Set(['gone']), 'CNY')).toBe(0);
  });
});

describe('cartLinePrice', () => {
  it("takes the server's price of the line, else the product price", () => {
    const line = { id: 'pro', kind: CART_ITEM_KIND.pro, count: 1 };
    expect(cartLinePrice({ ...line, prices: { CNY: 12000, USD: 1700 } }, 'USD')).toBe(1700);
    expect(cartLinePrice(line, 'CNY')).toBe(12800);
    expect(cartTotal([{ ...line, count: 2, prices: { CNY: 12000, USD: 1700 } }], new Set(['pro']), 'CNY')).toBe(24000);
  });
});

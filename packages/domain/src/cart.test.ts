import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartRemoveReason, cartSelectionReason } from './cart.ts';

describe('cart', () => {
  it('caps the badge at 99+', () => {
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(120)).toBe('99+');
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(0)).toBeNull();
  });

  it('keeps the last item and needs one selected', () => {
    expect(cartRemoveReason(1)).toBe('cartLastItem');
    expect(cartRemoveReason(2)).toBeNull();
    expect(cartSelectionReason(0)).toBe('selectionRequired');
    expect(cartSelectionReason(1)).toBeNull();
  });
});

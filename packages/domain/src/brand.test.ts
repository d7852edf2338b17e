import { describe, expect, it } from 'vitest';
import { brandName, cartTarget, defaultBrand, hotlineHref } from './brand.ts';

describe('brand', () => {
  it('names the brand per language and routes the cart icon', () => {
    expect(brandName('zh')).toBe('看看空间');
    expect(brandName('en')).toBe('KanKan Space');
    expect(defaultBrand.hotline.startsWith('400')).toBe(true);
    expect(hotlineHref()).toMatch(/^tel:400\d+$/);
    expect(cartTarget('zh')).toEqual({ kind: 'internal', path: '/mall/cart' });
    expect(cartTarget('en', { ...defaultBrand, marketplaceUrl: 'https://shop.test/x' })).toEqual({
      kind: 'external',
      url: 'https://shop.test/x',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from './pageItems.ts';

/** Compact notation for the assertions: numbers for pages, "…" for an ellipsis. */
const show = (items: PageItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('pageItems', () => {
  it('lists every page when they fit', () => {
    expect(show(pageItems(1, 1))).toEqual([1]);
    expect(show(pageItems(3, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one ellipsis at the end on the first pages', () => {
    expect(show(pageItems(1, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
    expect(show(pageItems(4, 20))).toEqual([1, 2, 3, 4, 5, '…', 20]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(show(pageItems(10, 20))).toEqual([1, '…', 9, 10, 11, '…', 20]);
    expect(show(pageItems(5, 20))).toEqual([1, '…', 4, 5, 6, '…', 20]);
  });

  it('puts one ellipsis at the start on the last pages', () => {
    expect(show(pageItems(20, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
    expect(show(pageItems(17, 20))).toEqual([1, '…', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of items wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 50 }, (_, i) => pageItems(i + 1, 50).length));
    expect([...lengths]).toEqual([7]);
  });

  it('names the ellipses by their side', () => {
    const items = pageItems(10, 20);
    expect(items.filter((i) => i.type === 'ellipsis')).toEqual([
      { type: 'ellipsis', position: 'start' },
      { type: 'ellipsis', position: 'end' },
    ]);
  });

  it('widens the window with more siblings and boundaries', () => {
    expect(show(pageItems(10, 20, { siblings: 2, boundaries: 2 }))).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(show(pageItems(0, 20))).toEqual(show(pageItems(1, 20)));
    expect(show(pageItems(99, 20))).toEqual(show(pageItems(20, 20)));
    expect(show(pageItems(1, 0))).toEqual([1]);
  });
});

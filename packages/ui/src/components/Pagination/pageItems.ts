export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PageItemsOptions {
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Pages always shown at each end. Default 1. */
  boundaries?: number;
}

/**
 * The buttons of a pager: the first and last pages, a window around the current page, and an ellipsis for each gap
 * of two or more pages (a gap of one page shows that page instead). The number of items stays the same while the
 * current page moves, so the buttons do not jump. Pages are 1-based; `current` is clamped to the range.
 */
export function pageItems(current: number, pageCount: number, options: PageItemsOptions = {}): PageItem[] {
  const siblings = Math.max(0, Math.floor(options.siblings ?? 1));
  const boundaries = Math.max(1, Math.floor(options.boundaries ?? 1));
  const count = Math.max(1, Math.floor(pageCount));
  const page = Math.min(Math.max(1, Math.floor(current)), count);
  const pages = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

  // Boundaries, the window, the current page and an ellipsis (or page) on each side.
  if (count <= 2 * boundaries + 2 * siblings + 3) return pages(1, count).map((p) => ({ type: 'page', page: p }));

  const windowStart = Math.min(Math.max(page - siblings, boundaries + 2), count - boundaries - 1 - 2 * siblings);
  const shown = [
    ...pages(1, boundaries),
    ...pages(windowStart, windowStart + 2 * siblings),
    ...pages(count - boundaries + 1, count),
  ];

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'ellipsis', position: previous < windowStart ? 'start' : 'end' });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}

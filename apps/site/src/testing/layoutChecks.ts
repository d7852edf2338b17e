import { expect } from 'storybook/test';

/**
 * Checks that no Latin word, number or address in `element` is broken over two lines (a table squeezing a column
 * to a few letters breaks "camera" into "cam/era"): each run of non-space ASCII has its boxes on one line. Chinese
 * text may wrap between any two characters and is not checked.
 */
export async function expectWordsWhole(element: HTMLElement): Promise<void> {
  const broken: string[] = [];
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const word of (node.textContent ?? '').matchAll(/[\x21-\x7e]+/g)) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
      if (lines.size > 1) broken.push(word[0]);
    }
  }
  await expect(broken).toEqual([]);
}

/** Checks that `element` shows all it holds across: nothing cut off or left to sideways scrolling. */
export async function expectFits(element: HTMLElement): Promise<void> {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}

import { style } from '@vanilla-extract/css';

/** Marks the search field root so the clear button can follow its `data-empty` state. */
export const field = style({});

/** Hidden while the field is empty (react-aria also keeps it out of the tab order). */
export const clearButton = style({
  selectors: {
    [`${field}[data-empty] &`]: { visibility: 'hidden' },
    [`${field}[data-disabled] &, ${field}[data-readonly] &`]: { visibility: 'hidden' },
  },
});

import { style } from '@vanilla-extract/css';

/** Figures of equal width, for prices, counts and tables that must line up. */
export const tabularNums = style({ fontVariantNumeric: 'tabular-nums' });

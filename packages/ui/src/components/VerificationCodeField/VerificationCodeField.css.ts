import { style } from '@vanilla-extract/css';

export const root = style({ width: '100%', minWidth: 0 });

/** Digits of the countdown keep their width, so the button does not jiggle every second. */
export const buttonText = style({ fontVariantNumeric: 'tabular-nums' });

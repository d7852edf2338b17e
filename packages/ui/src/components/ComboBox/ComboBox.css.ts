import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';

export const input = style({ paddingInlineStart: vars.space.small });

/** The chevron button opens the list by pointer; keyboard users open it with the arrow keys. */
export const button = style({});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { [`${fieldStyles.field}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

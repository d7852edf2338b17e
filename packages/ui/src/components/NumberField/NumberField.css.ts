import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** Numbers are centred between the steppers, with tabular figures so they do not jump while stepping. */
export const input = style({
  textAlign: 'center',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

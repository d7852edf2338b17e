import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The character count once the name is over the limit. */
export const countOver = style({ color: vars.color.critical, fontWeight: vars.fontWeight.semibold });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
export { amount, facts, stack, term, total, value } from '../purchase.css.ts';

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ width: '100%', maxWidth: vars.size.accountFormWidth });

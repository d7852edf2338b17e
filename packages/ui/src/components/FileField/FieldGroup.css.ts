import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const labelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const addRow = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.small });

export const limit = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

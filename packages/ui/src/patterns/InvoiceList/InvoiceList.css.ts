import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const camera = style({ fontFamily: vars.font.numeric, overflowWrap: 'anywhere' });

export const pagination = style({ display: 'flex', justifyContent: 'flex-end' });

export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.medium });

export const name = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const size = style({ flexShrink: 0, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const muted = style({ color: vars.color.textMuted });

export const ways = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

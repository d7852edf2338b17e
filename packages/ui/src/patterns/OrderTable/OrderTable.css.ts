import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const orderSn = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Amounts, dates and payment methods stay on one line; the goods column takes the wrapping. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const none = style({ color: vars.color.textMuted });

/** One action under the other: the column is as wide as the longest, not as all of them. */
export const actions = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

/** A value with a muted second line under it (the order's time under its number, the method under the amount). */
export const twoLines = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const endLines = style({ alignItems: 'flex-end' });

export const secondLine = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
});

export const pagination = style({ display: 'flex', justifyContent: 'flex-end' });

/** The order status and, under it, the invoice state. */
export const statuses = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
});

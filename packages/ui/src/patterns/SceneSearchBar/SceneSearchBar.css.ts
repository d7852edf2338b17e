import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minWidth: 0,
});

export const search = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flexGrow: 1,
  minWidth: 0,
});

/** Wide enough for the longest keyword type in either language. */
export const keywordType = style({ flexShrink: 0, width: `calc(${vars.size.controlMedium} * 4)` });

export const field = style({ flexGrow: 1, minWidth: 0, maxWidth: `calc(${vars.size.controlLarge} * 8)` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const found = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  margin: 0,
  padding: 0,
});

export const columns = styleVariants({
  1: { gridTemplateColumns: 'minmax(0, 1fr)' },
  2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  paddingBlockStart: vars.space.large,
  containerType: 'inline-size',
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const label = style({
  order: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.body,
});

export const value = style({
  order: 1,
  margin: 0,
  fontFamily: vars.font.numeric,
  // Long figures (12288×6144) shrink with their column instead of overflowing it.
  fontSize: `min(${vars.fontSize.numeral}, 15cqi)`,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  large: {},
  medium: { fontSize: `min(${vars.fontSize.display}, 15cqi)` },
});

export const unit = style({
  marginInlineStart: vars.space.xsmall,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

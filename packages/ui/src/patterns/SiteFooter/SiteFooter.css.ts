import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const footer = style({
  backgroundColor: vars.color.background,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const inner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: '1.2fr 1fr 1fr 1.6fr',
  gap: vars.space.xxlarge,
});

export const brand = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contactTerm = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
  margin: 0,
});

export const contactValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

export const bottom = style({
  paddingBlockStart: vars.space.xlarge,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const copyright = style({ margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const caption = style({
  paddingBlockEnd: vars.space.large,
  textAlign: 'start',
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const row = style({
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const label = style({
  width: '32%',
  paddingBlock: vars.space.large,
  paddingInlineEnd: vars.space.xlarge,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const value = style({
  paddingBlock: vars.space.large,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const page = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xlarge,
  minHeight: '100vh',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const illustration = style({
  width: `calc(${vars.size.controlLarge} * 3)`,
  height: `calc(${vars.size.controlLarge} * 2)`,
  color: vars.color.accent,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const text = style({
  margin: 0,
  maxWidth: vars.dialogWidth.message,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  width: '100%',
  maxWidth: vars.dialogWidth.message,
});

export const addressValue = style({
  boxSizing: 'border-box',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const status = style({
  minHeight: vars.size.iconMedium,
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
});

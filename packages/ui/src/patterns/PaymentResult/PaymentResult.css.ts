import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: vars.dialogWidth.detail,
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

const iconBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  marginBlockEnd: vars.space.small,
  borderRadius: vars.radius.full,
});

/** The result icon fills the circle's centre. */
globalStyle(`${iconBase} > svg`, { width: vars.size.controlMedium, height: vars.size.controlMedium });

const icon = styleVariants({
  success: [iconBase, { backgroundColor: vars.color.positiveSubtle, color: vars.color.positive }],
  failure: [iconBase, { backgroundColor: vars.color.criticalSubtle, color: vars.color.critical }],
});
export const iconSuccess = icon.success;
export const iconFailure = icon.failure;

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const message = style({ margin: 0, maxWidth: vars.size.textMeasure, color: vars.color.textMuted });

export const countdown = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const seconds = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.medium,
  marginBlockStart: vars.space.medium,
});

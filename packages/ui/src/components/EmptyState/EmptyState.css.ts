import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  marginBlockEnd: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

/** Icons from the icon set grow to fill the circle's centre. */
globalStyle(`${icon} > svg`, { width: vars.size.controlSmall, height: vars.size.controlSmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.textMeasure,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.small });

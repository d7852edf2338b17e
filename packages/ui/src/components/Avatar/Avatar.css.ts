import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  verticalAlign: 'middle',
});

export const sizes = styleVariants({
  small: { width: vars.size.controlSmall, height: vars.size.controlSmall, fontSize: vars.fontSize.xsmall },
  medium: { width: vars.size.controlMedium, height: vars.size.controlMedium, fontSize: vars.fontSize.small },
  large: { width: vars.size.controlLarge, height: vars.size.controlLarge, fontSize: vars.fontSize.medium },
  xlarge: {
    width: `calc(${vars.size.controlLarge} * 2)`,
    height: `calc(${vars.size.controlLarge} * 2)`,
    fontSize: vars.fontSize.h3,
  },
});

export const face = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.control,
  userSelect: 'none',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const mark = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.space.xxsmall} * -1)`,
  insetBlockEnd: `calc(${vars.space.xxsmall} * -1)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40%',
  height: '40%',
  minWidth: vars.space.medium,
  minHeight: vars.space.medium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.cautionStrong,
  color: vars.color.text,
  boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.background}`,
});

export const markIcon = style({ width: '70%', height: '70%' });

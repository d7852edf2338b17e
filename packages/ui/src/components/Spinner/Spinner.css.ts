import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});

export const sizes = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall, borderWidth: vars.space.xxsmall },
  medium: { width: vars.size.iconMedium, height: vars.size.iconMedium, borderWidth: vars.space.xxsmall },
  large: { width: vars.size.controlLarge, height: vars.size.controlLarge, borderWidth: vars.space.xsmall },
});

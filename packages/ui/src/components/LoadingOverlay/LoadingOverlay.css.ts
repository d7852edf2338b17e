import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.backdrop,
  cursor: 'progress',
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: `calc(${vars.size.controlLarge} * 3)`,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.xxlarge,
  color: vars.color.accent,
  outline: 'none',
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const nav = style({
  boxSizing: 'border-box',
  width: vars.size.sideNavWidth,
  paddingBlock: vars.space.small,
  backgroundColor: vars.color.background,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  fontFamily: vars.font.body,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.small,
  listStyle: 'none',
});

export const separator = style({
  height: vars.size.borderWidth,
  marginBlock: vars.space.small,
  backgroundColor: vars.color.border,
});

export const item = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.size.controlLarge,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accentSubtleText,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const logout = style([item, { color: vars.color.critical }]);

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: 'inherit' });

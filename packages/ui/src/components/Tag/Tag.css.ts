import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  outline: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xsmall },
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': {
      backgroundColor: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      color: vars.color.accentSubtleText,
    },
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

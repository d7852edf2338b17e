import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const total = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMedium,
  height: vars.size.controlMedium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.control,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // Native button states; `:where` keeps hover and press below the current page's and the disabled look.
    '&:where(:hover:not(:disabled))': { borderColor: vars.color.accent, color: vars.color.accent },
    '&:where(:active:not(:disabled))': { backgroundColor: vars.color.accentSubtle },
    '&:focus-visible': {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
    },
    '&[aria-current]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:disabled': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMedium,
  color: vars.color.textMuted,
});

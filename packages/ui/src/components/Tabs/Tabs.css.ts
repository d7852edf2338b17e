import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.large,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  // Link tabs (with `href`) render as <a>: no underline, like the other tabs.
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.accent },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      bottom: `calc(${vars.size.borderWidth} * -1)`,
      height: vars.size.focusRingWidth,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent,
    },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled], &[data-disabled]:hover': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconMedium,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[data-selected] &`]: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentSubtleText },
  },
});

export const panel = style({
  paddingTop: vars.space.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

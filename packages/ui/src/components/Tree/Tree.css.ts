import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** Nesting level of a row (1 for the top), set on each row from React Aria's render props. */
export const level = createVar();

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  outline: 'none',
});

export const item = style({
  vars: { [level]: '1' },
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMedium,
  paddingInlineStart: `calc((${level} - 1) * ${vars.space.xlarge})`,
  paddingInlineEnd: vars.space.small,
  borderRadius: vars.radius.medium,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

/** The current item (the folder being shown): an accent bar and tint, separate from checkbox selection. */
export const active = style({
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentSubtle },
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      insetBlock: vars.space.xsmall,
      width: vars.space.xxsmall,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.accent,
    },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  flexGrow: 1,
});

export const chevron = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const chevronIcon = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
});

export const chevronExpanded = style({ transform: 'rotate(90deg)' });

export const spacer = style({ flexShrink: 0, width: vars.size.controlSmall });

export const checkbox = style({ display: 'inline-flex', marginInlineEnd: vars.space.xsmall });

export const folderIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const label = style({ minWidth: 0, overflowWrap: 'anywhere', paddingBlock: vars.space.xsmall });

export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineStart: 'auto',
});

export const empty = style({
  padding: vars.space.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});

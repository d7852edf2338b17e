import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';

const focusRing = `0 0 0 ${vars.size.borderWidth} ${vars.color.focusRing}`;

/** The trigger: drawn like a text input, with the chosen value and a chevron. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.controlMedium,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.heading,
  textAlign: 'start',
  outline: 'none',
  cursor: 'pointer',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focus-visible], &[data-pressed]': { borderColor: vars.color.focusRing, boxShadow: focusRing },
    [`${fieldStyles.field}[data-open] &`]: { borderColor: vars.color.focusRing, boxShadow: focusRing },
    [`${fieldStyles.field}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${fieldStyles.field}[data-invalid] &[data-focus-visible]`]: {
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.critical}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${trigger}[data-disabled] &[data-placeholder]`]: { color: vars.color.textDisabled },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${fieldStyles.field}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});

/** The list's popover: as wide as the field (react-aria sets --trigger-width). */
export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: 'min-content',
  display: 'flex',
  flexDirection: 'column',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontFamily: vars.font.body,
  outline: 'none',
  overflow: 'hidden',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  overflowY: 'auto',
  outline: 'none',
  maxHeight: 'inherit',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-selected]': { color: vars.color.accentSubtleText, fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const itemText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const itemDescription = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

/** Keeps the text aligned whether or not the item is ticked. */
export const itemCheck = style({
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});

export const empty = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.body,
  color: vars.color.textMuted,
  textAlign: 'center',
});

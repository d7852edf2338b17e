import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/**
 * The shared anatomy of every form field: label, control, description and error, stacked, filling the width of
 * the container. The field root carries react-aria's state attributes (`data-invalid`, `data-disabled`,
 * `data-readonly`), which the control box below reads.
 */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const label = style({
  display: 'block',
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.heading,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  cursor: 'default',
});

/** The asterisk: a shape as well as a colour, so the marker never depends on colour alone. */
export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});

/** Aligns the error icon with the first line of the message. */
export const errorIcon = style({ flexShrink: 0, marginBlockStart: vars.space.xxsmall });

const focusRing = `0 0 0 ${vars.size.borderWidth} ${vars.color.focusRing}`;
const criticalRing = `0 0 0 ${vars.size.borderWidth} ${vars.color.critical}`;

/** Looks shared by a bare input and by a box that holds an input plus buttons (search, password, number, select). */
const boxLook = {
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.controlMedium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
} as const;

/** A bare `<input>` or `<textarea>` drawn as the control box; states come from its own data attributes. */
export const input = style({
  ...boxLook,
  display: 'block',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  lineHeight: vars.lineHeight.heading,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.textMuted },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: focusRing },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focused]': { boxShadow: criticalRing },
    '&[readonly]': { backgroundColor: vars.color.surface, borderColor: vars.color.border },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

export const textArea = style([
  input,
  { minHeight: `calc(${vars.size.controlMedium} * 2)`, resize: 'vertical', lineHeight: vars.lineHeight.body },
]);

/**
 * A box holding an input and buttons. It reads the field's state from the field root and focus from the input
 * inside it, so it looks exactly like the bare input.
 */
export const controlBox = style({
  ...boxLook,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-within': { borderColor: vars.color.focusRing, boxShadow: focusRing },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${field}[data-invalid] &:focus-within`]: { boxShadow: criticalRing },
    [`${field}[data-readonly] &`]: { backgroundColor: vars.color.surface, borderColor: vars.color.border },
    [`${field}[data-disabled] &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      cursor: 'not-allowed',
    },
  },
});

/** The input inside a control box: no border of its own. */
export const innerInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.heading,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

/** Something shown before or after the input inside the box (a unit, an area code, an icon). */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.xsmall,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

/** A small square button inside the control box (show password, clear, steppers). */
export const fieldButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textDisabled, backgroundColor: 'transparent', cursor: 'not-allowed' },
  },
});

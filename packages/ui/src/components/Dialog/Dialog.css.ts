import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { dialogWidth } from '../../tokens/values.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  backgroundColor: vars.color.backdrop,
  selectors: {
    '&[data-entering]': { animationName: 'none' },
  },
});

const modalBase = style({
  maxHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
  overflow: 'hidden',
});

/** Exact widths from the spec; `wide` is a minimum (the points top-up dialog grows with its content). */
export const modal = styleVariants(dialogWidth, (_, name) => [
  modalBase,
  name === 'wide'
    ? { minWidth: vars.dialogWidth.wide, maxWidth: '100%' }
    : { width: vars.dialogWidth[name], maxWidth: '100%' },
]);

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const closeButton = style({
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
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const body = style({
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.xlarge,
  overflowY: 'auto',
  minHeight: 0,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xlarge,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

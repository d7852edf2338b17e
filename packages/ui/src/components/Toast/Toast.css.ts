import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import type { Tone } from '../../foundations/tone.ts';

const toneColour: Record<Tone, string> = {
  info: vars.color.info,
  positive: vars.color.positive,
  caution: vars.color.caution,
  critical: vars.color.critical,
};

/** Top end of the viewport, below the site header, above page content and dialogs. */
export const region = style({
  position: 'fixed',
  insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.large})`,
  insetInlineEnd: vars.space.xlarge,
  zIndex: vars.zIndex.toast,
  outline: 'none',
  borderRadius: vars.radius.medium,
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const toastBase = style({
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: `${vars.size.iconMedium} 1fr ${vars.size.controlSmall}`,
  alignItems: 'start',
  columnGap: vars.space.medium,
  width: vars.dialogWidth.message,
  maxWidth: `calc(100vw - 2 * ${vars.space.xlarge})`,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}, ${vars.shadow.large}`,
    },
  },
});

/** A coloured edge on the inline start carries the tone next to the icon (never colour alone: the icon differs). */
export const toast = styleVariants(toneColour, (colour) => [
  toastBase,
  { borderInlineStartWidth: vars.space.xsmall, borderInlineStartColor: colour },
]);

export const icon = styleVariants(toneColour, (colour) => ({
  display: 'inline-flex',
  paddingBlockStart: vars.space.xxsmall,
  color: colour,
}));

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlockStart: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

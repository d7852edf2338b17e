import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The raised panel shared by popovers and menus. */
export const panel = style({
  boxSizing: 'border-box',
  maxWidth: vars.dialogWidth.message,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
  zIndex: vars.zIndex.popover,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  outline: 'none',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

/** The arrow is drawn pointing down (placement top) and turned for the other sides. */
export const arrow = style({
  display: 'block',
  width: vars.space.medium,
  height: vars.space.medium,
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: vars.size.borderWidth,
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});

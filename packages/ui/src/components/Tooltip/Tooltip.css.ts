import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const tooltip = style({
  boxSizing: 'border-box',
  maxWidth: `calc(${vars.size.textMeasure} / 2)`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text,
  color: vars.color.background,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.medium,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const arrow = style({
  display: 'block',
  width: vars.space.small,
  height: vars.space.small,
  fill: vars.color.text,
  selectors: {
    '[data-placement=bottom] > &': { transform: 'rotate(180deg)' },
    '[data-placement=left] > &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] > &': { transform: 'rotate(90deg)' },
  },
});

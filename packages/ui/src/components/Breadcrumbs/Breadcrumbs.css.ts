import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    // react-aria's Link (pressable crumbs) sets the data attributes; the router anchors use the native states.
    '&[data-hovered], &:where([href]):hover': { color: vars.color.link, textDecoration: 'underline' },
    '&[data-focus-visible], &:where([href]):focus-visible': {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
    },
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      cursor: 'default',
      textDecoration: 'none',
    },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const separator = style({ color: vars.color.textMuted, flexShrink: 0 });

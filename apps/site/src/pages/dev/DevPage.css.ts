import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** A block of sample code: monospace on the sunken surface; long lines wrap, so it never needs to scroll. */
export const code = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const panel = style({
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

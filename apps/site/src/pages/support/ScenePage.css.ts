import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** The viewer fills the width at 16:9, never taller than most of the window. */
export const viewer = style({
  width: '100%',
  aspectRatio: '16 / 9',
  maxHeight: '75vh',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` } },
});

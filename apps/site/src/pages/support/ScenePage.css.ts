import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

const viewerBase = style({
  width: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}` } },
});

/** The viewer fills the width at 16:9, never taller than most of the window. */
export const viewer = style([viewerBase, { aspectRatio: '16 / 9', maxHeight: '75vh' }]);

/** In a frame: the name, the viewer taking what height is left, and its controls, all within the frame. */
export const embedded = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100vh',
  padding: vars.space.small,
  boxSizing: 'border-box',
});

/** The viewer and its controls in a frame: a column that takes the frame's height left under the name. */
export const fillColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: 1,
  minHeight: 0,
});

export const viewerFill = style([viewerBase, { flex: 1, minHeight: 0 }]);

import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/**
 * The window's height (100vh unless set): a story captured whole grows its window to the page's height, so it fixes
 * this to the window it started in, or the area would grow with every resize.
 */
export const windowHeight = createVar();

/**
 * Side menu of fixed width, the screen beside it. At least as tall as the window, so the footer starts below the
 * fold: a screen whose data arrives after its frame grows without pushing the footer out of view (a layout shift).
 */
export const layout = style({
  minHeight: fallbackVar(windowHeight, '100vh'),
  display: 'grid',
  gridTemplateColumns: `${vars.size.sideNavWidth} minmax(0, 1fr)`,
  gap: vars.space.xlarge,
  alignItems: 'start',
});

export const side = style({
  position: 'sticky',
  top: vars.space.xlarge,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/**
 * Side menu of fixed width, the screen beside it. At least as tall as the window, so the footer starts below the
 * fold: a screen whose data arrives after its frame grows without pushing the footer out of view (a layout shift).
 */
export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: `${vars.size.sideNavWidth} minmax(0, 1fr)`,
  gap: vars.space.xlarge,
  alignItems: 'start',
});

export const side = style({
  position: 'sticky',
  top: vars.space.xlarge,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** Side menu of fixed width, the screen beside it. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.sideNavWidth} minmax(0, 1fr)`,
  gap: vars.space.xlarge,
  alignItems: 'start',
});

export const side = style({
  position: 'sticky',
  top: vars.space.xlarge,
});

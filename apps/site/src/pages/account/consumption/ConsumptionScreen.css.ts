import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/**
 * The filters in one row that wraps when narrow: the camera list takes twice the share of each date, and the
 * actions keep their own width at the end of the row. The fields line up by their labels, so a date's error message
 * below it moves nothing; the actions sit at the foot of the row.
 */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const camera = style({ flex: `2 1 ${vars.size.sideNavWidth}`, minWidth: 0 });

export const date = style({ flex: `1 1 calc(${vars.size.sideNavWidth} * 3 / 4)`, minWidth: 0 });

export const actions = style({ flex: '0 0 auto', alignSelf: 'flex-end', marginInlineStart: 'auto' });

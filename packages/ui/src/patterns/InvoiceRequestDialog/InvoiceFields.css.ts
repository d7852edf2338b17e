import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

/** Two fields a row; a field's help text may wrap without pushing its neighbour. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.large,
  rowGap: vars.space.large,
  alignItems: 'start',
});

/** Long fields (addresses, the region's three selects) take the whole row. */
export const wide = style({ gridColumn: '1 / -1' });

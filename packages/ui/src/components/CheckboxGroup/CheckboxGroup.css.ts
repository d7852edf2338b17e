import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

export const options = recipe({
  base: {
    display: 'grid',
    columnGap: vars.space.xlarge,
    rowGap: vars.space.medium,
    paddingBlock: vars.space.xsmall,
  },
  variants: {
    columns: {
      1: { gridTemplateColumns: 'minmax(0, 1fr)' },
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 1 },
});

/** The select-all row, set off from the options by a rule. */
export const selectAll = style({
  paddingBlockEnd: vars.space.small,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

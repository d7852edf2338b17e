import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** The count over Buy, as narrow as the account forms. */
export const buy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: vars.size.accountFormWidth,
});

/** The count field takes the row. */
export const count = style({ alignSelf: 'stretch' });

/** Two membership cards a row. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A grid cell, so the card inside fills the row's height. */
export const cell = style({ display: 'grid', minWidth: 0 });

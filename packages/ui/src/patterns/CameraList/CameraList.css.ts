import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** Announces an unbind (message 33); it takes no room while empty. */
export const status = style({
  color: vars.color.positive,
  fontSize: vars.fontSize.small,
  selectors: { '&:empty': { marginBlockEnd: `calc(${vars.space.large} * -1)` } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

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

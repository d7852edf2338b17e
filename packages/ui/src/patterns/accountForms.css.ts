/** Styles shared by the account-area forms and cards. */
import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const formBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

/** Label / value pairs of a card (`dl`). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** Styles shared by the purchase dialogs (points top-up, storage plan): the facts list and the amount payable. */
import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const total = style({
  display: 'flex',
  alignItems: 'baseline',
  margin: 0,
  justifyContent: 'flex-end',
  gap: vars.space.small,
});

export const amount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.critical,
});

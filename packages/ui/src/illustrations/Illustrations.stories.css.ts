import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  padding: vars.space.xxlarge,
  backgroundColor: vars.color.background,
});

export const products = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xlarge,
});
export const scans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xlarge,
});
export const motifs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xlarge });

export const cell = style({
  padding: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** Three equal columns; each select shows its own "choose a …" error under it. */
export const selects = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** New folder starts where the folders' names do: the panel reads down one edge. */
export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-start',
});

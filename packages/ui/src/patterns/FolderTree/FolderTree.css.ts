import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

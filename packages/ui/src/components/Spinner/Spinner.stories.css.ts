import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  color: vars.color.accent,
});

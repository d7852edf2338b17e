import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.medium,
});

export const note = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.medium} ${vars.space.xxlarge}`,
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const label = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

/** The search box takes the rest of the row, and at least a third of it. */
export const search = style({
  flex: '1 1 30%',
  minWidth: 0,
  display: 'flex',
  justifyContent: 'flex-end',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  textAlign: 'center',
});

export const successTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.positive,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const serials = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const serial = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
});

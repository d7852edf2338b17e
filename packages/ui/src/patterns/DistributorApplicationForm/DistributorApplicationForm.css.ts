import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.large,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const successTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const successNote = style({ margin: 0, color: vars.color.textMuted });

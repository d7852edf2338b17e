import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const amount = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.critical,
});

export const codeArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: `calc(${vars.size.controlLarge} * 5)`,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const qr = style({
  display: 'block',
  width: `calc(${vars.size.controlLarge} * 4)`,
  height: `calc(${vars.size.controlLarge} * 4)`,
  padding: vars.space.small,
  backgroundColor: vars.color.background,
  borderRadius: vars.radius.small,
});

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.positive,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
});

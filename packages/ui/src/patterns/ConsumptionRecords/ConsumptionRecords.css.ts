import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const mono = style({ fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const pointsAdded = style({
  color: vars.color.positive,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const pointsSpent = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const expiry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  whiteSpace: 'nowrap',
});

export const pagination = style({ display: 'flex', justifyContent: 'flex-end' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const pagination = style({ display: 'flex', justifyContent: 'flex-end' });

/** The cover drawing fills its box (a card's 16:9 media or the table thumbnail). */
export const cover = style({ display: 'block', width: '100%', height: '100%' });

export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A scene's name, in a table row and on a card. */
export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

/** The small print under a scene's name: code, camera, type, views, date. */
export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** One fact of the small print (a code, a date): the line breaks between facts, never inside one. */
export const metaPart = style({ whiteSpace: 'nowrap' });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlMedium,
});

export const selectedCount = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const pagination = style({ display: 'flex', justifyContent: 'flex-end' });

/** The cover drawing fills its box (a card's 16:9 media or the table thumbnail). */
export const cover = style({ display: 'block', width: '100%', height: '100%' });

export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const coverMedia = style({ position: 'relative', display: 'block', width: '100%', height: '100%' });

export const coverBadge = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.small,
});

export const sceneCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
});

/** A 16:9 thumbnail as tall as a medium control. */
export const thumb = style({
  flexShrink: 0,
  width: `calc(${vars.size.controlMedium} * 16 / 9)`,
  height: vars.size.controlMedium,
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const sceneText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflowWrap: 'anywhere' });

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const cardMeta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const person = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

export const loadingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.large,
});

export const loadingCard = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const loadingText = style({ padding: vars.space.large });

/** Short values (type, count, date, status) keep to one line instead of breaking inside a word. */
export const nowrap = style({ whiteSpace: 'nowrap' });

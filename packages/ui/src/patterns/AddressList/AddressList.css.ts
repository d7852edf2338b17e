import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** Announces a deletion (messages 37 and 38); it takes no room while empty. */
export const status = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: { '&:empty': { marginBlockEnd: `calc(${vars.space.large} * -1)` } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  selectors: { '& + &': { borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flexGrow: 1,
  minWidth: 0,
});

export const who = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.medium });

export const receiver = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const phone = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const line = style({ color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexShrink: 0, gap: vars.space.xsmall });

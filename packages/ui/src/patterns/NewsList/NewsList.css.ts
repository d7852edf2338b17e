import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxlarge });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 4fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  paddingBlock: vars.space.xlarge,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:has(a:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xsmall,
      borderRadius: vars.radius.medium,
    },
  },
});

export const thumbnail = style({
  aspectRatio: '16 / 9',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
});

export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

/** The title link covers the whole row, so the thumbnail and excerpt open the article too. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${item}:hover &`]: { color: vars.color.link },
  },
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });

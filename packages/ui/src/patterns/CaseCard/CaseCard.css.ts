import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.css.ts';
import { vars } from '../../tokens/theme.css.ts';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easingStandard}, border-color ${vars.motion.durationBase} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium, borderColor: vars.color.borderStrong },
    '&:has(a:focus-visible)': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingWidth,
    },
  },
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const camera = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.small,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The title link covers the whole card, so a click anywhere opens the scene. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${card}:hover &`]: { color: vars.color.link },
  },
});

export const hidden = visuallyHidden;

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  marginBlockStart: 'auto',
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const views = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

const gridBase = style({
  display: 'grid',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A grid of case cards in equal columns. */
export const grid = styleVariants({
  2: [gridBase, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }],
  3: [gridBase, { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }],
  4: [gridBase, { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' }],
});

globalStyle(`${gridBase} > li`, { minWidth: 0 });

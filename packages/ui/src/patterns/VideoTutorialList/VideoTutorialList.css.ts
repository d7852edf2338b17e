import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.xxlarge} ${vars.space.xlarge}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: {
    '&:has([data-focus-visible])': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xsmall,
      borderRadius: vars.radius.large,
    },
  },
});

export const poster = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background,
});

export const playMark = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInlineStart: vars.space.medium,
  display: 'flex',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  boxSizing: 'border-box',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easingStandard}`,
  selectors: {
    [`${item}:hover &`]: { transform: 'scale(1.1)' },
  },
});

export const duration = style({
  position: 'absolute',
  insetBlockEnd: vars.space.medium,
  insetInlineEnd: vars.space.medium,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceHover,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

/** The title is the play button; it covers the whole lesson so the poster plays it too. */
export const playButton = style({
  all: 'unset',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    [`${item}:hover &`]: { color: vars.color.link },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.text,
});

// The native controls' times are set in a face of the browser's choosing (Roboto, else the first the system finds,
// which was not the same from one run to the next here); the site's numeric face keeps them steady and on brand.
globalStyle(`${video}::-webkit-media-controls-current-time-display`, { fontFamily: vars.font.numeric });
globalStyle(`${video}::-webkit-media-controls-time-remaining-display`, { fontFamily: vars.font.numeric });

export const coming = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  aspectRatio: '16 / 9',
  padding: vars.space.xxlarge,
  boxSizing: 'border-box',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const comingTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

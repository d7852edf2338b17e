import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const value = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});

const trackBase = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  // A border in forced-colours mode keeps the track visible when backgrounds are dropped.
  outline: `${vars.size.borderWidth} solid transparent`,
});

export const track = styleVariants({
  small: [trackBase, { height: vars.space.xsmall }],
  medium: [trackBase, { height: vars.space.small }],
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transitionProperty: 'width',
  transitionDuration: vars.motion.durationBase,
  transitionTimingFunction: vars.motion.easingStandard,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

/** Unknown end: a segment slides across; under reduced motion it stands still in the middle. */
export const indeterminateFill = style({
  position: 'absolute',
  insetBlock: 0,
  width: '40%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  animationName: slide,
  animationDuration: `calc(${vars.motion.durationSlow} * 5)`,
  animationTimingFunction: vars.motion.easingStandard,
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none', insetInlineStart: '30%' } },
});

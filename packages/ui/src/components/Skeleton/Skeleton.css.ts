import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const shape = style({
  display: 'block',
  backgroundColor: vars.color.surfaceHover,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.durationSlow} * 5)`,
  animationTimingFunction: vars.motion.easingStandard,
  animationIterationCount: 'infinite',
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, width: '100%' });

/** One line of body text: the height of the text, rounded like a pill. */
export const line = style({ height: vars.fontSize.body, borderRadius: vars.radius.small, width: '100%' });
export const lastLine = style({ width: '60%' });

export const block = style({ width: '100%', borderRadius: vars.radius.medium });

/** A row of form controls: as tall as a medium control. */
export const control = style({ width: '100%', height: vars.size.controlMedium, borderRadius: vars.radius.medium });

export const circle = styleVariants(
  { small: vars.size.iconLarge, medium: vars.size.controlMedium, large: vars.size.controlLarge },
  (diameter) => ({ width: diameter, height: diameter, flexShrink: 0, borderRadius: vars.radius.full }),
);

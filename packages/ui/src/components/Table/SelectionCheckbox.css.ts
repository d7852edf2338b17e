import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

/** The 16 px box; state from the parent's RAC data attributes. */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  flexShrink: 0,
  borderRadius: vars.radius.small,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  backgroundColor: vars.color.background,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
    },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const mark = style({ width: vars.space.medium, height: vars.space.medium });

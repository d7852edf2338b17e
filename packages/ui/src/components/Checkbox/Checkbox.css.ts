import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The field wrapper: the clickable row, then description and error. No outer margin. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const box = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  // Centres the box on the first line of the label.
  marginBlockStart: `calc((${vars.fontSize.body} * ${vars.lineHeight.body} - ${vars.size.iconSmall}) / 2)`,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
});

export const mark = style({ visibility: 'hidden' });

/** The label element: box plus text; react-aria's state attributes drive the box. */
export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: '100%',
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

const selected = `${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`;

export const boxStates = style({
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [selected]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-selected][data-hovered] &, ${checkbox}[data-indeterminate][data-hovered] &`]: {
      backgroundColor: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.critical,
    },
    [`${checkbox}[data-readonly] &`]: { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
    [`${checkbox}[data-readonly][data-selected] &, ${checkbox}[data-readonly][data-indeterminate] &`]: {
      color: vars.color.textMuted,
    },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const markStates = style({
  selectors: {
    [selected]: { visibility: 'visible' },
  },
});

export const labelText = style({ minWidth: 0 });

/** Description and error sit under the text, aligned with it rather than with the box. */
export const help = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingInlineStart: `calc(${vars.size.iconSmall} + ${vars.space.small})`,
  selectors: { '&:not(:empty)': { paddingBlockStart: vars.space.xxsmall } },
});

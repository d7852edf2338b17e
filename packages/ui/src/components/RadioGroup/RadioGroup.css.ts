import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

export const options = recipe({
  base: { display: 'flex', paddingBlock: vars.space.xsmall },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: vars.space.medium },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.xlarge, rowGap: vars.space.medium },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  maxWidth: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

/** The ring; the selected state fills the middle with a dot (a shape, not only a colour). */
export const circle = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
  marginBlockStart: `calc((${vars.fontSize.body} * ${vars.lineHeight.body} - ${vars.size.iconSmall}) / 2)`,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background,
  transitionProperty: 'border-color, border-width, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: `calc(${vars.size.iconSmall} * 0.3)`,
    },
    [`${radio}[data-selected][data-hovered] &`]: { borderColor: vars.color.accentHover },
    [`${radio}[data-focus-visible] &`]: {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-readonly] &`]: { backgroundColor: vars.color.surfaceSunken },
    [`${radio}[data-readonly][data-selected] &`]: { borderColor: vars.color.textMuted },
    [`${radio}[data-disabled] &`]: { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.textDisabled },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  selectors: { [`${radio}[data-disabled] &`]: { color: vars.color.textDisabled } },
});

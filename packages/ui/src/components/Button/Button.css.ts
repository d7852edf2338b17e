import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/**
 * Hover, press and keyboard focus: react-aria's data attributes on its buttons, the browser's own states on the
 * native anchors of `LinkButton` (`[href]`). `:where` keeps the specificity of the data-attribute selectors.
 */
const hovered = '&[data-hovered], &:where([href]):hover';
const pressed = '&[data-pressed], &:where([href]):active';
const hoveredOrPressed = `${hovered}, ${pressed}`;
const focusVisible = '&[data-focus-visible], &:where([href]):focus-visible';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderRadius: vars.radius.medium,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.control,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easingStandard,
    selectors: {
      [focusVisible]: {
        boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.background}, 0 0 0 calc(${vars.size.focusRingWidth} * 2) ${vars.color.focusRing}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: { solid: {}, outline: {}, ghost: {} },
    tone: { accent: {}, neutral: {}, critical: {} },
    size: {
      small: { height: vars.size.controlSmall, paddingInline: vars.space.medium, fontSize: vars.fontSize.small },
      medium: { height: vars.size.controlMedium, paddingInline: vars.space.large, fontSize: vars.fontSize.body },
      large: { height: vars.size.controlLarge, paddingInline: vars.space.xlarge, fontSize: vars.fontSize.medium },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
    /** Where the label sits in a button wider than it (full width, or stretched by its layout). */
    align: { center: {}, start: { justifyContent: 'flex-start' } },
  },
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'accent' },
      style: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          [hovered]: { backgroundColor: vars.color.accentHover },
          [pressed]: { backgroundColor: vars.color.accentPressed },
        },
      },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: {
        backgroundColor: vars.color.text,
        color: vars.color.background,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.textMuted } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'critical' },
      style: {
        backgroundColor: vars.color.critical,
        color: vars.color.onAccent,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.criticalHover } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'accent' },
      style: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.accent,
        color: vars.color.accent,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.accentSubtle } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'neutral' },
      style: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.surfaceHover } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'critical' },
      style: {
        backgroundColor: vars.color.background,
        borderColor: vars.color.critical,
        color: vars.color.critical,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.criticalSubtle } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'accent' },
      style: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.accentSubtle } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.surfaceHover } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'critical' },
      style: {
        backgroundColor: 'transparent',
        color: vars.color.critical,
        selectors: { [hoveredOrPressed]: { backgroundColor: vars.color.criticalSubtle } },
      },
    },
  ],
  defaultVariants: { variant: 'solid', tone: 'accent', size: 'medium', fullWidth: false, align: 'center' },
});

/** Disabled looks the same whatever the tone: muted, never relying on colour alone (the cursor and opacity change). */
export const disabled = style({
  selectors: {
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
export const hiddenLabel = style({ visibility: 'hidden' });
export const pendingIndicator = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

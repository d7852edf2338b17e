import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const group = style({
  display: 'inline-flex',
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const item = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    border: 'none',
    borderRadius: vars.radius.small,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.control,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.accent,
        boxShadow: vars.shadow.small,
      },
      '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      // react-aria marks a pointer's hover only (not a tap's emulated one); the selected option keeps its colour.
      '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    },
  },
  variants: {
    size: {
      small: {
        height: `calc(${vars.size.controlSmall} - ${vars.space.xsmall})`,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
      medium: {
        height: `calc(${vars.size.controlMedium} - ${vars.space.xsmall})`,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.body,
      },
    },
  },
  defaultVariants: { size: 'medium' },
});

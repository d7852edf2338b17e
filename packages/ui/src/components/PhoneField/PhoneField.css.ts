import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import * as selectStyles from '../Select/Select.css.ts';

export const area = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const areaSelect = style({ display: 'inline-flex' });

/** The area code sits inside the number's box: text-like, no border of its own. */
export const areaButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  height: vars.size.controlSmall,
  margin: 0,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.control,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textDisabled, backgroundColor: 'transparent', cursor: 'not-allowed' },
  },
});

export const areaValue = style({ whiteSpace: 'nowrap' });

export const areaChevron = style({ color: vars.color.textMuted });

export const divider = style({
  alignSelf: 'stretch',
  width: vars.size.borderWidth,
  marginBlock: vars.space.xsmall,
  backgroundColor: vars.color.border,
});

/** Wider than its small trigger: region names are long ("South Georgia & South Sandwich Islands"). */
export const areaPopover = style({
  selectors: {
    [`${selectStyles.popover}&`]: { width: 'max-content' },
  },
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const optionCode = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

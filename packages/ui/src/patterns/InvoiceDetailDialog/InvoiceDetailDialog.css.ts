import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/**
 * The details in their own scroll box, so the dialog never scrolls without a focusable element; twelve large
 * controls high fits the 800 px viewport with the dialog's header and footer.
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxHeight: `calc(${vars.size.controlLarge} * 12)`,
  overflowY: 'auto',
  paddingInlineEnd: vars.space.small,
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

/** Label-value pairs, two pairs a row; long values wrap inside their column. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.medium,
  margin: 0,
});

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.body });

export const amount = style({ fontFamily: vars.font.numeric, fontWeight: vars.fontWeight.semibold });

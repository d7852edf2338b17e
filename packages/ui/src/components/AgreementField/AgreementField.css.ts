import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const termsLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/**
 * The scrollable terms text. Its own scroll box (focusable, so the keyboard can scroll it) keeps the dialog's
 * header and Confirm in view; ten large controls high fits the 800 px viewport with the dialog chrome.
 */
export const terms = style({
  maxHeight: `calc(${vars.size.controlLarge} * 10)`,
  overflowY: 'auto',
  paddingInlineEnd: vars.space.small,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
    },
  },
});

/** A one-pixel marker after the text: when it is visible, the reader has reached the end. */
export const sentinel = style({ height: vars.size.borderWidth });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  width: '100%',
});

export const hint = style({ flex: 1, minWidth: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', gap: vars.space.medium });

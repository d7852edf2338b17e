import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const banner = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.infoSubtle,
  borderBlockEndWidth: vars.size.borderWidth,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.info });

export const text = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const link = style({
  borderRadius: vars.radius.small,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
  },
});

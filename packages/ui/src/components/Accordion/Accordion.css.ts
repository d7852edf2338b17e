import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const item = style({ borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` });

export const heading = style({ margin: 0, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.medium });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.xsmall,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.heading,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accent },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationBase,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const panelInner = style({ paddingInline: vars.space.xsmall, paddingBottom: vars.space.large });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/**
 * The trigger floats at the bottom end of the viewport, above the page and below overlays: one round control close
 * to the corner, inside the side margin the page's container leaves from 1280 px on.
 */
export const dock = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.large,
});

globalStyle(`${dock} > button`, { borderRadius: vars.radius.full });

/** The panel's content fills the popover's widest size (the 403 px message width). */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  inlineSize: `calc(${vars.dialogWidth.message} - 2 * ${vars.space.large} - 2 * ${vars.size.borderWidth})`,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small });

export const success = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.positive,
  fontWeight: vars.fontWeight.semibold,
});

export const successNote = style({ margin: 0, color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The trigger floats at the bottom end of the viewport, above the page and below overlays. */
export const dock = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xlarge,
  insetInlineEnd: vars.space.xlarge,
  zIndex: vars.zIndex.sticky,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
});

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

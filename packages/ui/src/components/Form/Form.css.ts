import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  minWidth: 0,
});

/**
 * Always present so screen readers announce a form error when it appears. While empty it takes no room: the
 * negative margin cancels the stack's gap after it.
 */
export const alertRegion = style({
  selectors: { '&:empty': { marginBlockEnd: `calc(${vars.space.large} * -1)` } },
});

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.critical,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSubtle,
  color: vars.color.critical,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const formErrorIcon = style({
  flexShrink: 0,
  marginBlockStart: `calc((${vars.fontSize.body} * ${vars.lineHeight.body} - ${vars.size.iconSmall}) / 2)`,
});

/** Takes no box of its own: the fields stay items of the form's stack. */
export const controls = style({
  display: 'contents',
});

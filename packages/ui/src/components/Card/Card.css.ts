import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The card surface; GridList's items reuse it so a selectable card looks like a plain one. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const media = style({
  display: 'block',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.large,
  paddingTop: vars.space.medium,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const body = style({
  flexGrow: 1,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

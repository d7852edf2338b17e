import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The wide dialog at its 868 px: long errors and values wrap rather than widen it. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  width: `calc(${vars.dialogWidth.wide} - 2 * ${vars.space.xlarge})`,
  maxWidth: '100%',
});

/** The camera facts in one row of label-value pairs. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xxlarge,
  rowGap: vars.space.small,
  margin: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontFamily: vars.font.numeric,
  overflowWrap: 'anywhere',
});

export const promises = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

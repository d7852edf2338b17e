import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import { mediaQuery } from '../../tokens/values.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.large,
});

export const saving = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const plans = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaQuery.wide]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const planFree = style({ backgroundColor: vars.color.surfaceSunken });

export const planName = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xsmall,
  margin: 0,
  minHeight: vars.size.controlLarge,
});

export const amount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.h3,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const per = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const detail = style({
  flexGrow: 1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const termsSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const termsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const tableBox = style({
  overflowX: 'auto',
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const headCell = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'end',
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const rowHead = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
});

export const cell = style({
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'end',
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

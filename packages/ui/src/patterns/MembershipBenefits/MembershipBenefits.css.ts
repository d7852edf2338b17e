import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const benefits = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const benefit = style({
  display: 'flex',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const benefitText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const benefitTitle = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const benefitBody = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const offerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.xsmall, margin: 0 });

export const amount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const per = style({ color: vars.color.textMuted });

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.textMuted,
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const section = style({
  boxSizing: 'border-box',
  width: '100%',
  paddingBlock: vars.space.gigantic,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const background = styleVariants({
  light: {},
  subtle: { backgroundColor: vars.color.surfaceSunken },
  dark: {},
});

const innerBase = style({
  boxSizing: 'border-box',
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxlarge,
});

export const inner = styleVariants({
  narrow: [innerBase, { maxWidth: vars.size.containerNarrow }],
  default: [innerBase, { maxWidth: vars.size.container }],
  wide: [innerBase, { maxWidth: vars.size.containerWide }],
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const headerAlign = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.heading,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  maxWidth: vars.size.textMeasure,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const hero = style({
  boxSizing: 'border-box',
  width: '100%',
  paddingBlock: vars.space.gigantic,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const background = styleVariants({
  dark: {},
  light: { backgroundColor: vars.color.surface, borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}` },
});

export const inner = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xxxlarge,
  alignItems: 'center',
});

export const layout = styleVariants({
  /** Text beside the art. */
  split: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' },
  /** Text alone, or art below the centred text. */
  stacked: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const textAlign = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center', maxWidth: vars.size.containerNarrow },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.heading,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  maxWidth: vars.size.textMeasure,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.small,
});

export const art = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: '100%',
  minWidth: 0,
  // Drawings are as wide as their box; keep them to about 400 px so the hero stays one screen high.
  maxWidth: `calc(${vars.size.containerNarrow} * 0.42)`,
  justifySelf: 'center',
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

// Keyed by the tones; Meter.tsx indexes the variants below with a `MeterTone`, so a tone missing here fails the type
// check there.
const toneColour = {
  neutral: { fill: vars.color.accent, text: vars.color.textMuted },
  caution: { fill: vars.color.cautionStrong, text: vars.color.caution },
  critical: { fill: vars.color.critical, text: vars.color.critical },
} satisfies Record<string, { fill: string; text: string }>;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const value = styleVariants(toneColour, ({ text }) => ({
  flexShrink: 0,
  color: text,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
}));

export const track = style({
  height: vars.space.small,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceHover,
  outline: `${vars.size.borderWidth} solid transparent`,
});

export const fill = styleVariants(toneColour, ({ fill }) => ({
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: fill,
}));

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

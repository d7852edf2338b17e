import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
import type { Tone } from '../../foundations/tone.ts';

const tones: Record<Tone, { colour: string; surface: string }> = {
  info: { colour: vars.color.info, surface: vars.color.infoSubtle },
  positive: { colour: vars.color.positive, surface: vars.color.positiveSubtle },
  caution: { colour: vars.color.caution, surface: vars.color.cautionSubtle },
  critical: { colour: vars.color.critical, surface: vars.color.criticalSubtle },
};

const base = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'solid',
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
});

export const alert = styleVariants(tones, ({ colour, surface }) => [
  base,
  { backgroundColor: surface, borderColor: colour, borderInlineStartWidth: vars.space.xsmall },
]);

export const icon = styleVariants(tones, ({ colour }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  paddingBlockStart: vars.space.xxsmall,
  color: colour,
}));

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.semibold });
export const body = style({ color: vars.color.text });
export const action = style({ flexShrink: 0, alignSelf: 'center' });

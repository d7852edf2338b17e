import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

export const page = style({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'center',
  paddingTop: vars.space.gigantic,
  paddingBottom: vars.space.gigantic,
});

export const illustration = style({
  width: `calc(${vars.size.controlLarge} * 4)`,
  height: 'auto',
  color: vars.color.accent,
});

export const code = style({
  fontSize: vars.fontSize.numeral,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** A numbered step's figure in the user tutorials. */
export const stepNumber = style({
  marginInlineEnd: vars.space.small,
  color: vars.color.accent,
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.controlMedium,
});

export const selectedCount = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

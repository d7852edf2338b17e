import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** The cart's table is static (not a grid): each row holds form controls that Tab reaches in order. */
export const checkCell = style({ width: vars.size.iconMedium });

/** The product cell is the row header: a `th`, but in body weight. */
export const productCell = style({ fontWeight: vars.fontWeight.regular });

export const product = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const thumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.controlLarge} * 1.5)`,
  height: `calc(${vars.size.controlLarge} * 1.5)`,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

/** The product drawing keeps its proportions inside the square. */
globalStyle(`${thumb} > svg`, { width: 'auto', height: '100%', maxWidth: '100%' });

export const productName = style({ fontWeight: vars.fontWeight.medium });

export const productNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const money = style({ whiteSpace: 'nowrap' });

export const quantity = style({ width: `calc(${vars.size.controlLarge} * 3)` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const selectedCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const spacer = style({ flex: '1 1 auto' });

export const total = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.small });

export const totalAmount = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.critical,
  whiteSpace: 'nowrap',
});

export const selectionError = style({ color: vars.color.critical, fontSize: vars.fontSize.small });

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderWidth: vars.size.borderWidth,
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  selectors: {
    '[data-invalid] > &': { borderColor: vars.color.critical, borderStyle: 'solid' },
    '[data-disabled] > &': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
});

export const file = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, minWidth: 0 });

export const thumbnail = style({
  flexShrink: 0,
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const fileText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const fileName = style({
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const fileSize = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

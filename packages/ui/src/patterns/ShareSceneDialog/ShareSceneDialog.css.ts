import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** The QR code beside the link: a fixed square, so the layout does not jump when the picture arrives. */
export const qrBox = style({
  flexShrink: 0,
  width: `calc(${vars.size.controlLarge} * 4)`,
  height: `calc(${vars.size.controlLarge} * 4)`,
  padding: vars.space.small,
  backgroundColor: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const qr = style({ display: 'block', width: '100%', height: '100%' });

export const row = style({ display: 'flex', gap: vars.space.large, alignItems: 'flex-start' });

export const grow = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const sizes = style({ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap' });

export const size = style({ flex: '1 1 0', minWidth: `calc(${vars.size.controlLarge} * 4)` });

/** The embed code as it will be pasted: monospace, wrapped anywhere (a URL has no spaces). */
export const code = style({
  margin: 0,
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center', flexWrap: 'wrap' });

export const copied = style({ color: vars.color.positive, fontSize: vars.fontSize.small });

export const failed = style({ color: vars.color.critical, fontSize: vars.fontSize.small });

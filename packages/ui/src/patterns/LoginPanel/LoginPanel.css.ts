import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const panel = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.dialogWidth.detail,
  padding: vars.space.xlarge,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
});

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const formBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const submitRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const camera = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  textAlign: 'center',
});

const qrSide = `calc(${vars.size.controlLarge} * 4)`;

export const qrBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: qrSide,
  height: qrSide,
  padding: vars.space.small,
  backgroundColor: vars.color.background,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const qrImage = style({ display: 'block', width: '100%', height: '100%', imageRendering: 'pixelated' });

export const qrExpired = style({ visibility: 'hidden' });

export const qrOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textMuted,
});

export const statusStrong = style([status, { color: vars.color.text, fontWeight: vars.fontWeight.medium }]);

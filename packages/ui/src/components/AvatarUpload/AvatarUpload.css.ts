import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.large });

/** The round preview: twice a large control, so a 512 × 512 picture reads clearly. */
export const frame = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.controlLarge} * 2)`,
  height: `calc(${vars.size.controlLarge} * 2)`,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.border}`,
  selectors: {
    '[data-invalid] &': { boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.color.critical}` },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

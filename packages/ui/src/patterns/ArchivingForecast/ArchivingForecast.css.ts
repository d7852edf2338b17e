import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

// The list of scenes with their sizes is the expiry note's: the same scenes, shown the same way.
export { item, list, name, size } from '../ExpiryImpactNote/ExpiryImpactNote.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const muted = style({ color: vars.color.textMuted });

export const ways = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

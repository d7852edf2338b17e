import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const paragraph = style({ margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
});

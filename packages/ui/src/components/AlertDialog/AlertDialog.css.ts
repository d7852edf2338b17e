import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const message = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  overflowWrap: 'anywhere',
});

export const keyScope = style({ display: 'contents' });

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const base = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  color: 'inherit',
});

export const icon = styleVariants({
  small: [base, { width: vars.size.iconSmall, height: vars.size.iconSmall }],
  medium: [base, { width: vars.size.iconMedium, height: vars.size.iconMedium }],
  large: [base, { width: vars.size.iconLarge, height: vars.size.iconLarge }],
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const base = style({ border: 'none', margin: 0, flexShrink: 0, alignSelf: 'stretch' });

export const divider = styleVariants({
  horizontal: [base, { height: vars.size.borderWidth, width: '100%' }],
  vertical: [base, { width: vars.size.borderWidth }],
});

export const weight = styleVariants({
  regular: { backgroundColor: vars.color.border },
  strong: { backgroundColor: vars.color.borderStrong },
});

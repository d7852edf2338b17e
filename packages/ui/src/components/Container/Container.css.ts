import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const base = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.xlarge,
});

export const container = styleVariants({
  narrow: [base, { maxWidth: vars.size.containerNarrow }],
  default: [base, { maxWidth: vars.size.container }],
  wide: [base, { maxWidth: vars.size.containerWide }],
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const base = style({ display: 'flow-root', backgroundColor: vars.color.background });

export const frame = styleVariants({
  padded: [base, { padding: vars.space.large }],
  fullscreen: [base],
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';
// Defined after the button recipe, so the square shape wins over its padding.
import '../Button/Button.css.ts';

const square = style({ paddingInline: 0 });

/** Square buttons: the side equals the control height of the size. */
export const shape = styleVariants({
  small: [square, { width: vars.size.controlSmall }],
  medium: [square, { width: vars.size.controlMedium }],
  large: [square, { width: vars.size.controlLarge }],
});

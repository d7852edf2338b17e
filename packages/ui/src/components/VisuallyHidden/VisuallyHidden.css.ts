import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.size.hiddenBox,
  height: vars.size.hiddenBox,
  padding: 0,
  margin: `calc(${vars.size.hiddenBox} * -1)`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

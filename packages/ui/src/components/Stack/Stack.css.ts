import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const space = styleVariants(vars.space, (gap) => ({ gap }));
export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  left: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  right: { alignItems: 'flex-end' },
});

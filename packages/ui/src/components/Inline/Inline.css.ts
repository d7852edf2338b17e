import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

export const inline = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });
export const wrap = styleVariants({ true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } });
export const space = styleVariants(vars.space, (gap) => ({ gap }));
export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});
export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

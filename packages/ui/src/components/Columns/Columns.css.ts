import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css.ts';

const gapVar = createVar();

export const columns = style({ display: 'flex', flexDirection: 'row', gap: gapVar, minWidth: 0 });
export const space = styleVariants(vars.space, (gap) => ({ vars: { [gapVar]: gap } }));
export const alignY = styleVariants({
  top: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  bottom: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

/**
 * A fraction f of the row takes f × (100% + gap) − gap, so fractions that add up to 1 fill the row exactly
 * whatever the number of gaps between them.
 */
function fraction(f: number) {
  return { flex: `0 0 calc(${f} * (100% + ${gapVar}) - ${gapVar})`, minWidth: 0 };
}

export const width = styleVariants({
  fill: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': fraction(1 / 2),
  '1/3': fraction(1 / 3),
  '2/3': fraction(2 / 3),
  '1/4': fraction(1 / 4),
  '3/4': fraction(3 / 4),
  '1/5': fraction(1 / 5),
  '2/5': fraction(2 / 5),
  '3/5': fraction(3 / 5),
});

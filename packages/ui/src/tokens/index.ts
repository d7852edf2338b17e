export { invertedSurface, vars } from './theme.css.ts';
export { breakpoint, dialogWidth, mediaQuery, space, type DialogSize, type Space } from './values.ts';

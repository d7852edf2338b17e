import { style } from '@vanilla-extract/css';

/** Header, the page growing to fill the window, footer at the bottom. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
});

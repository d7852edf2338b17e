import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  fontSynthesis: 'none',
  textRendering: 'optimizeLegibility',
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  fontWeight: vars.fontWeight.regular,
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: 'inherit' });
globalStyle('table', { borderCollapse: 'collapse' });

/** Motion is decoration only: with reduced motion (and so in visual tests) nothing animates. */
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
    },
  },
});

// react-aria's hidden native <select> (kept for autofill beside a Select's button, inside an aria-hidden, visually
// hidden box) is never seen, but its options are laid out: in the bundled faces a country list made a Chinese page
// fetch some twenty slices of Noto Sans SC. The browser's initial face lays it out for nothing.
globalStyle('[aria-hidden="true"] select', { fontFamily: 'initial' });

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

/**
 * The demo banner is in every page's markup (a prerendered page cannot know whether the server runs as a demo) and
 * shows only where the server marked the page: decided by the style sheet before the first paint, so the banner
 * never pushes the page down after it has shown.
 */
export const demoOnly = style({
  display: 'none',
  selectors: {
    'html:has(meta[name="kankan-demo"]) &': { display: 'block' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/** Header, the page growing to fill the window, footer at the bottom. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
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

/**
 * "Skip to main content": off screen until it takes focus (the first Tab of a page), then shown over the top of the
 * header, where the keyboard user is.
 */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  insetBlockStart: vars.space.medium,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  fontSize: vars.fontSize.body,
  boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}`,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: 'none' },
  },
});

/** The page's content as the skip link's target: it takes focus from the script only, so it shows no ring. */
export const content = style({
  flexGrow: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

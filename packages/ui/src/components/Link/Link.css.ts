import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

/**
 * The link is a native anchor: the browser's own states. Hover only on a real link (`[href]`), as a disabled one
 * does not react; `:where` keeps the specificity of a plain `:hover`.
 */
const hovered = '&:where([href]):hover';

export const link = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.small,
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'color',
    transitionDuration: vars.motion.durationFast,
    selectors: {
      '&:focus-visible': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** In running text: always underlined. */
      inline: { display: 'inline', textDecoration: 'underline' },
      /** On its own (footer, card action): underlined on hover. */
      standalone: { textDecoration: 'none', selectors: { [hovered]: { textDecoration: 'underline' } } },
    },
    tone: {
      accent: { color: vars.color.link, selectors: { [hovered]: { color: vars.color.accentHover } } },
      neutral: { color: vars.color.text, selectors: { [hovered]: { color: vars.color.link } } },
      muted: { color: vars.color.textMuted, selectors: { [hovered]: { color: vars.color.text } } },
    },
  },
  defaultVariants: { variant: 'standalone', tone: 'accent' },
});

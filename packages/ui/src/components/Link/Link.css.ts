import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/theme.css.ts';

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
      '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.size.focusRingWidth} ${vars.color.focusRing}` },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', textDecoration: 'none' },
    },
  },
  variants: {
    variant: {
      /** In running text: always underlined. */
      inline: { display: 'inline', textDecoration: 'underline' },
      /** On its own (footer, card action): underlined on hover. */
      standalone: { textDecoration: 'none', selectors: { '&[data-hovered]': { textDecoration: 'underline' } } },
    },
    tone: {
      accent: { color: vars.color.link, selectors: { '&[data-hovered]': { color: vars.color.accentHover } } },
      neutral: { color: vars.color.text, selectors: { '&[data-hovered]': { color: vars.color.link } } },
      muted: { color: vars.color.textMuted, selectors: { '&[data-hovered]': { color: vars.color.text } } },
    },
  },
  defaultVariants: { variant: 'standalone', tone: 'accent' },
});

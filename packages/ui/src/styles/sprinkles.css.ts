import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../tokens/theme.css.ts';
import { mediaQuery } from '../tokens/values.ts';

const responsive = defineProperties({
  conditions: {
    base: {},
    desktop: { '@media': mediaQuery.desktop },
    wide: { '@media': mediaQuery.wide },
    ultra: { '@media': mediaQuery.ultra },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'desktop', 'wide', 'ultra'],
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: ['0', '1'],
    flexShrink: ['0', '1'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    width: { full: '100%', auto: 'auto', content: 'max-content' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surface = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      accent: vars.color.accent,
      accentSubtle: vars.color.accentSubtle,
      positiveSubtle: vars.color.positiveSubtle,
      cautionSubtle: vars.color.cautionSubtle,
      criticalSubtle: vars.color.criticalSubtle,
      infoSubtle: vars.color.infoSubtle,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
  },
});

/** Atomic classes for `Box`: spacing, flex layout and surfaces from the tokens, responsive by breakpoint. */
export const sprinkles = createSprinkles(responsive, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];

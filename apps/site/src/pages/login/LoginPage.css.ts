import { style } from '@vanilla-extract/css';
import { vars } from '@kankan/ui/tokens';

/**
 * The page on the sunken surface (plain styles rather than `Box`, whose sprinkles runtime the page need not load),
 * growing to the bottom of the window so that a short form leaves no white band under it.
 */
export const page = style({
  flexGrow: 1,
  background: vars.color.surfaceSunken,
  paddingTop: vars.space.xxxlarge,
  paddingBottom: vars.space.xxxlarge,
});

export const center = style({ display: 'flex', justifyContent: 'center' });

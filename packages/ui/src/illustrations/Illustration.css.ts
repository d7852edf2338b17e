import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

/** Every illustration fills its box's width; the aspect ratio comes from the viewBox, so nothing shifts. */
export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
});

/* Paints: the product drawings use the inverted (dark) palette on the svg, so a camera is near-black on any page. */
export const body = style({ fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 2 });
export const bodyShade = style({ fill: vars.color.surface });
export const edge = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5 });
export const seam = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 2 });
export const lensRing = style({ fill: vars.color.background, stroke: vars.color.borderStrong, strokeWidth: 2 });
export const lensGlass = style({ fill: vars.color.accentSubtle });
export const lensIris = style({ fill: vars.color.accent, fillOpacity: 0.55 });
export const highlight = style({ fill: vars.color.text, fillOpacity: 0.85 });
export const led = style({ fill: vars.color.accent });
export const metal = style({ fill: vars.color.surfaceHover, stroke: vars.color.borderStrong, strokeWidth: 1.5 });
export const shadow = style({ fill: vars.color.text, fillOpacity: 0.08 });

/* Motifs follow the surrounding surface (light section or dark hero). */
export const dot = style({ fill: vars.color.accent });
export const dotMuted = style({ fill: vars.color.textMuted });
export const line = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const lineMuted = style({
  fill: 'none',
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const plane = style({ fill: vars.color.accent, fillOpacity: 0.08 });

/* Industry motifs: line icons in the accent colour. */
export const motif = style({
  fill: 'none',
  stroke: vars.color.accent,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const motifFill = style({ fill: vars.color.accent, fillOpacity: 0.14, stroke: 'none' });
export const motifBox = style({
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
});

// The token and icon showcases' own styles (Foundations/Tokens, Foundations/Icons): each token drawn as itself.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css.ts';

const border = `${vars.size.borderWidth} solid ${vars.color.border}`;

/** A token's name under its sample. */
export const cell = style({ fontSize: vars.fontSize.xsmall, color: vars.color.text, fontFamily: vars.font.body });

export const textColour = style({ color: vars.color.text });
export const accentColour = style({ color: vars.color.accent });

export const iconGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 1fr)',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const iconTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.xsmall,
});

export const swatchGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)', gap: vars.space.xsmall });

const swatch = style({ height: vars.size.controlMedium, border, borderRadius: vars.radius.small });
export const swatchOf = styleVariants(vars.color, (colour) => [swatch, { background: colour }]);

export const typeName = style([cell, { width: vars.size.sideNavWidth, flexShrink: 0 }]);
export const typeSampleOf = styleVariants(vars.fontSize, (size) => ({
  fontSize: size,
  lineHeight: vars.lineHeight.heading,
}));

export const spaceOf = styleVariants(vars.space, (size) => ({
  width: size,
  height: size,
  background: vars.color.accent,
}));

export const radiusOf = styleVariants(vars.radius, (radius) => ({
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: radius,
  background: vars.color.accentSubtle,
  border: `${vars.size.borderWidth} solid ${vars.color.accent}`,
}));

export const shadowOf = styleVariants(vars.shadow, (shadow) => ({
  width: vars.space.gigantic,
  height: vars.space.huge,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  boxShadow: shadow,
}));

export const dialogWidthOf = styleVariants(vars.dialogWidth, (width) => [
  cell,
  { width, padding: vars.space.xsmall, background: vars.color.accentSubtle, borderRadius: vars.radius.small },
]);

export const tableCaption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold });
export const rowHeader = style({
  textAlign: 'start',
  paddingInlineEnd: vars.space.large,
  fontWeight: vars.fontWeight.regular,
});

import { createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  dialogWidth,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  colorThemes,
  radius,
  shadow,
  size,
  space,
  zIndex,
} from './values.ts';

const colourContract = {
  accent: null,
  accentHover: null,
  accentPressed: null,
  accentSubtle: null,
  accentSubtleText: null,
  onAccent: null,
  background: null,
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  surfaceHover: null,
  border: null,
  borderStrong: null,
  text: null,
  textMuted: null,
  textDisabled: null,
  link: null,
  focusRing: null,
  positive: null,
  positiveSubtle: null,
  caution: null,
  cautionStrong: null,
  cautionSubtle: null,
  critical: null,
  criticalHover: null,
  criticalSubtle: null,
  info: null,
  infoSubtle: null,
  backdrop: null,
} as const;

/** The theme contract: every component reads colours, type, space and motion through these variables. */
export const vars = createThemeContract({
  color: colourContract,
  font: { body: null, numeric: null, mono: null },
  fontSize: Object.fromEntries(Object.keys(fontSize).map((k) => [k, null])) as Record<keyof typeof fontSize, null>,
  fontWeight: Object.fromEntries(Object.keys(fontWeight).map((k) => [k, null])) as Record<
    keyof typeof fontWeight,
    null
  >,
  lineHeight: { body: null, heading: null, tight: null, control: null },
  space: Object.fromEntries(Object.keys(space).map((k) => [k, null])) as Record<keyof typeof space, null>,
  radius: Object.fromEntries(Object.keys(radius).map((k) => [k, null])) as Record<keyof typeof radius, null>,
  shadow: Object.fromEntries(Object.keys(shadow).map((k) => [k, null])) as Record<keyof typeof shadow, null>,
  motion: Object.fromEntries(Object.keys(motion).map((k) => [k, null])) as Record<keyof typeof motion, null>,
  zIndex: Object.fromEntries(Object.keys(zIndex).map((k) => [k, null])) as Record<keyof typeof zIndex, null>,
  dialogWidth: Object.fromEntries(Object.keys(dialogWidth).map((k) => [k, null])) as Record<
    keyof typeof dialogWidth,
    null
  >,
  size: Object.fromEntries(Object.keys(size).map((k) => [k, null])) as Record<keyof typeof size, null>,
});

const shared = {
  font: fontFamily,
  fontSize,
  fontWeight,
  lineHeight: {
    body: lineHeight.body,
    heading: lineHeight.heading,
    tight: lineHeight.tight,
    control: lineHeight.control,
  },
  space,
  radius,
  shadow,
  motion,
  zIndex,
  dialogWidth,
  size,
};

/** The light theme lives on :root so overlays portalled into <body> get it too. */
createGlobalTheme(':root', vars, { color: colorThemes.light, ...shared });

/** Chinese body text needs a looser line height than Latin. */
globalStyle(':root:lang(zh-CN), :lang(zh-CN)', { vars: { [vars.lineHeight.body]: lineHeight.bodyZh } });

/** Put on a section to turn it into a dark hero surface. */
export const invertedSurface = createTheme(vars, { color: colorThemes.inverted, ...shared });

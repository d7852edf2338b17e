import { createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  dialogWidth,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  palette,
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
  font: { body: null, numeric: null },
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

const light = {
  accent: palette.blue600,
  accentHover: palette.blue700,
  accentPressed: palette.blue800,
  accentSubtle: palette.blue50,
  accentSubtleText: palette.blue800,
  onAccent: palette.grey0,
  background: palette.grey0,
  surface: palette.grey25,
  surfaceRaised: palette.grey0,
  surfaceSunken: palette.grey50,
  surfaceHover: palette.grey100,
  border: palette.grey200,
  borderStrong: palette.grey400,
  text: palette.grey900,
  textMuted: palette.grey600,
  textDisabled: palette.grey400,
  link: palette.blue600,
  focusRing: palette.blue500,
  positive: palette.green700,
  positiveSubtle: palette.green50,
  caution: palette.amber700,
  cautionStrong: palette.amber500,
  cautionSubtle: palette.amber50,
  critical: palette.red700,
  criticalHover: palette.red600,
  criticalSubtle: palette.red50,
  info: palette.cyan700,
  infoSubtle: palette.cyan50,
  backdrop: palette.backdrop,
};

/** Inverted surface for the dark product heroes: light text on near-black, still AA everywhere. */
const inverted = {
  accent: palette.blue300,
  accentHover: palette.blue100,
  accentPressed: palette.blue50,
  accentSubtle: palette.ink800,
  accentSubtleText: palette.blue100,
  onAccent: palette.ink950,
  background: palette.ink950,
  surface: palette.ink900,
  surfaceRaised: palette.ink850,
  surfaceSunken: palette.ink950,
  surfaceHover: palette.ink800,
  border: palette.ink700,
  borderStrong: palette.grey500,
  text: palette.grey50,
  textMuted: palette.grey300,
  textDisabled: palette.grey500,
  link: palette.blue300,
  focusRing: palette.blue300,
  positive: palette.green300,
  positiveSubtle: palette.ink800,
  caution: palette.amber300,
  cautionStrong: palette.amber300,
  cautionSubtle: palette.ink800,
  critical: palette.red300,
  criticalHover: palette.red300,
  criticalSubtle: palette.ink800,
  info: palette.cyan300,
  infoSubtle: palette.ink800,
  backdrop: palette.backdropLight,
};

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
createGlobalTheme(':root', vars, { color: light, ...shared });

/** Chinese body text needs a looser line height than Latin. */
globalStyle(':root:lang(zh-CN), :lang(zh-CN)', { vars: { [vars.lineHeight.body]: lineHeight.bodyZh } });

/** Put on a section to turn it into a dark hero surface. */
export const invertedSurface = createTheme(vars, { color: inverted, ...shared });

/**
 * The raw design values: the only file in the project with colour literals, pixel sizes and font stacks.
 * Everything else reads them through the theme contract (`vars`) or the typed constants exported here.
 */

export const palette = {
  blue50: '#edf3fd',
  blue100: '#d6e4fa',
  blue500: '#1f6fe0',
  blue600: '#0b5cd5',
  blue700: '#094bb0',
  blue800: '#073c8e',
  blue300: '#8fb6f2',
  grey0: '#ffffff',
  grey25: '#fafbfc',
  grey50: '#f5f6f8',
  grey100: '#eceef1',
  grey200: '#dde1e6',
  grey300: '#c5cbd3',
  grey400: '#9aa2ad',
  grey500: '#6b7380',
  grey600: '#555d69',
  grey700: '#3d444e',
  grey800: '#252a31',
  grey900: '#16191d',
  ink950: '#0c0e11',
  ink900: '#12161b',
  ink850: '#1a1f26',
  ink800: '#232932',
  ink700: '#313945',
  green700: '#11703a',
  green50: '#e8f5ed',
  green300: '#7fd1a0',
  amber700: '#8a5400',
  amber500: '#d98a00',
  amber50: '#fff4dc',
  amber300: '#f5c872',
  red700: '#b8232b',
  red600: '#cf2f37',
  red50: '#fdeced',
  red300: '#f39a9f',
  cyan700: '#08668f',
  cyan50: '#e4f3fa',
  cyan300: '#7cc8eb',
  backdrop: 'rgba(12, 14, 17, 0.56)',
  backdropLight: 'rgba(255, 255, 255, 0.72)',
} as const;

/**
 * The bundled faces first, then local faces adjusted to their metrics (styles/fontFallbacks.css.ts), so text drawn
 * before the bundled faces arrive takes the same room and nothing shifts when they swap in. 'Inter Subset' and
 * 'Noto Sans SC Subset' are a prerendered page's own cuts of the faces (scripts/page-fonts.mjs); where a page has
 * none, or a character is not in them, 'Inter' and 'Noto Sans SC' (the unicode-range slices) draw it.
 */
export const fontFamily = {
  body: "'Inter Subset', 'Inter', 'Noto Sans SC Subset', 'Noto Sans SC', 'Inter Fallback', 'Inter Fallback DejaVu', 'Noto Sans SC Fallback', sans-serif",
  numeric:
    "'Inter Subset', 'Inter', 'Noto Sans SC Subset', 'Noto Sans SC', 'Inter Fallback', 'Inter Fallback DejaVu', 'Noto Sans SC Fallback', sans-serif",
  /** Sample code (the developer page): the system's monospace face; Chinese falls back to the bundled face. */
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Noto Sans SC', monospace",
} as const;

/** Only what Inter's Latin file covers: other characters fall through to the next family. */
const interLatin = 'U+0000-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2212';

/**
 * Metric overrides of the fallback faces. Inter: ascender 1984, descender 494, no line gap (2048 units per em);
 * Latin text set in Arial (or its metric twin Liberation Sans) is about 7 % narrower, so it is scaled by 107 % and
 * the overrides are divided by that. Noto Sans SC: ascender 1160, descender 288 (1000 units); CJK glyphs are a full
 * em wide in every CJK face, so only the vertical metrics need to match.
 */
export const fontFallbackMetrics = {
  inter: {
    sources: ['Arial', 'Liberation Sans', 'Helvetica Neue', 'Helvetica'],
    unicodeRange: interLatin,
    sizeAdjust: '107%',
    ascentOverride: '90.5%',
    descentOverride: '22.5%',
    lineGapOverride: '0%',
  },
  /**
   * Where neither Arial nor a metric twin is installed (a Linux desktop, this project's CI machine), DejaVu Sans is
   * the system's sans-serif and is wider than Inter: measured on the site's English text, Inter is 94.4 % of its
   * width at 400 and 86 % of its bold's at 600-700. Without these faces an English title drawn first in DejaVu wrapped
   * onto one more line and the page moved when Inter arrived.
   */
  interDejaVu: {
    sources: ['DejaVu Sans'],
    unicodeRange: interLatin,
    sizeAdjust: '94.4%',
    ascentOverride: '102.6%',
    descentOverride: '25.7%',
    lineGapOverride: '0%',
  },
  interDejaVuBold: {
    sources: ['DejaVu Sans Bold'],
    unicodeRange: interLatin,
    sizeAdjust: '86%',
    ascentOverride: '112.6%',
    descentOverride: '28.2%',
    lineGapOverride: '0%',
  },
  notoSansSc: {
    sources: ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'],
    /** CJK punctuation, ideographs and full-width forms. */
    unicodeRange: 'U+3000-303F, U+3400-4DBF, U+4E00-9FFF, U+FF00-FFEF',
    sizeAdjust: '100%',
    ascentOverride: '116%',
    descentOverride: '28.8%',
    lineGapOverride: '0%',
  },
} as const;

export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
  xxxlarge: '48px',
  huge: '64px',
  gigantic: '96px',
} as const;
export type Space = keyof typeof space;

export const radius = {
  none: '0',
  small: '4px',
  medium: '6px',
  large: '10px',
  xlarge: '16px',
  full: '9999px',
} as const;

export const fontSize = {
  xsmall: '12px',
  small: '13px',
  body: '14px',
  medium: '16px',
  large: '18px',
  xlarge: '20px',
  h3: '24px',
  h2: '32px',
  h1: '40px',
  display: '56px',
  numeral: '72px',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lineHeight = {
  /** Latin body text. Chinese body text gets `bodyZh` through the document language. */
  body: '1.55',
  bodyZh: '1.75',
  heading: '1.3',
  tight: '1.15',
  control: '1',
} as const;

export const shadow = {
  small: '0 1px 2px rgba(12, 14, 17, 0.08)',
  medium: '0 4px 12px rgba(12, 14, 17, 0.10)',
  large: '0 12px 32px rgba(12, 14, 17, 0.16)',
  overlay: '0 24px 64px rgba(12, 14, 17, 0.24)',
} as const;

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingExit: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  header: '200',
  popover: '1000',
  modal: '1100',
  toast: '1200',
  loading: '1300',
} as const;

/** Dialog widths named by the spec (section 2.5). `wide` is a minimum width, the others are exact. */
export const dialogWidth = {
  message: '403px',
  detail: '680px',
  bindCamera: '705px',
  invite: '750px',
  wide: '868px',
} as const;
export type DialogSize = keyof typeof dialogWidth;

export const size = {
  controlSmall: '28px',
  controlMedium: '36px',
  controlLarge: '44px',
  iconSmall: '16px',
  iconMedium: '20px',
  iconLarge: '24px',
  borderWidth: '1px',
  focusRingWidth: '2px',
  headerHeight: '64px',
  sideNavWidth: '224px',
  containerNarrow: '960px',
  container: '1200px',
  containerWide: '1440px',
  textMeasure: '68ch',
  /** The width of the account area's single-column forms (password, profile, address). */
  accountFormWidth: '520px',
  /** The box of visually hidden text (VisuallyHidden). */
  hiddenBox: '1px',
} as const;

/** Desktop-only site: layouts are designed for 1280-1920 px and must not break at 1024. */
export const breakpoint = { desktop: 1024, wide: 1280, ultra: 1440 } as const;

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
  borderStrong: palette.grey500,
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
const inverted: Record<keyof typeof light, string> = {
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

/** The two colour themes: `light` on :root, `inverted` for the dark hero sections (class `invertedSurface`). */
export const colorThemes = { light, inverted } as const;
export type ColorToken = keyof typeof light;

/** Media queries for the breakpoints, for sprinkles conditions and `@media` blocks. */
export const mediaQuery = {
  desktop: `screen and (min-width: ${breakpoint.desktop}px)`,
  wide: `screen and (min-width: ${breakpoint.wide}px)`,
  ultra: `screen and (min-width: ${breakpoint.ultra}px)`,
} as const;

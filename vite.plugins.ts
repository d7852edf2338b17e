/**
 * The one list of Vite plugins shared by the site, Storybook and Vitest.
 * Order matters: Lingui's macros are compiled by Babel before the React plugin sees the JSX.
 */
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';

/**
 * Fontsource's style sheets trimmed before Vite reads them. Noto Sans SC comes in about 100 unicode-range slices per
 * weight: only the numbered CJK slices stay (Inter draws Latin text first, and the site has no Cyrillic or Vietnamese
 * text). Inter's sheet per weight declares each of its subsets with its unicode-range: only the Latin one stays; with
 * its range, a page's Chinese characters do not make the browser download Inter to look for them. Only the woff2
 * sources stay (every browser the site supports reads woff2): the render-blocking style sheet gets lighter and the
 * build stops emitting hundreds of woff files nobody requests.
 */
function trimFontsource(): Plugin {
  const kept = { 'noto-sans-sc': /^\/\* noto-sans-sc-\[\d+\]/, inter: /^\/\* inter-latin-\d00-normal \*\// };
  return {
    name: 'kankan:trim-fontsource',
    enforce: 'pre',
    transform: {
      filter: { id: /@fontsource[\\/](noto-sans-sc|inter)[\\/]\d00\.css$/ },
      handler(code, id) {
        const family = id.includes('noto-sans-sc') ? 'noto-sans-sc' : 'inter';
        const faces = code.split(/(?=\/\* [a-z-]+-)/).filter((face) => kept[family].test(face));
        if (faces.length === 0) throw new Error(`trimFontsource: no face kept from ${id}`);
        return {
          code: faces.map((face) => face.replace(/, url\([^)]*\.woff\) format\('woff'\)/, '')).join(''),
          map: null,
        };
      },
    },
  };
}

/**
 * `__BUILD_YEAR__`: the year the site was built (the footer's copyright). A constant rather than the visitor's clock,
 * so a prerendered page and the browser that hydrates it print the same year. `SOURCE_DATE_EPOCH` (seconds, the
 * reproducible-builds convention) fixes it: the story projects set it, so a footer's baseline does not age.
 */
function buildYear(): Plugin {
  const epoch = Number(process.env['SOURCE_DATE_EPOCH']);
  const built = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
  return {
    name: 'kankan:build-year',
    config: () => ({ define: { __BUILD_YEAR__: JSON.stringify(built.getUTCFullYear()) } }),
  };
}

export function sharedPlugins(): PluginOption[] {
  return [
    trimFontsource(),
    buildYear(),
    babel({
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    react(),
    lingui(),
    vanillaExtractPlugin({ identifiers: 'short' }),
  ];
}

/** Dependencies Vite must pre-bundle up front, or browser tests die on a late optimizer reload. */
export const sharedOptimizeDeps = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  '@lingui/core',
  '@lingui/react',
  '@tanstack/react-query',
  'openapi-fetch',
  'openapi-react-query',
  'react-router',
];

/**
 * Storybook (its UI and the story tests) draws Chinese with Fontsource's single-file simplified-Chinese faces, which
 * the committed screenshot baselines were taken with; the site ships the same typeface in unicode-range slices and in
 * per-page cuts of that single file (scripts/page-fonts.mjs). The slices' outlines differ from it by a pixel here and
 * there, and a story has no page to cut for.
 */
export const storyFontAliases = [
  {
    find: /^@fontsource\/noto-sans-sc\/(\d00)\.css$/,
    replacement: '@fontsource/noto-sans-sc/chinese-simplified-$1.css',
  },
];

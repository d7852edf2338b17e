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
 * Fontsource's sliced Noto Sans SC style sheets (about 100 `@font-face` rules per weight) trimmed before Vite reads
 * them: only the numbered CJK slices stay (Inter draws Latin text first, and the site has no Cyrillic or Vietnamese
 * text), and only their woff2 source (every browser the site supports reads woff2). The render-blocking style sheet
 * gets lighter and the build stops emitting hundreds of woff files nobody requests.
 */
function trimNotoSansSc(): Plugin {
  return {
    name: 'kankan:trim-noto-sans-sc',
    enforce: 'pre',
    transform: {
      filter: { id: /@fontsource[\\/]noto-sans-sc[\\/]\d00\.css$/ },
      handler(code) {
        const faces = code.split(/(?=\/\* noto-sans-sc-)/).filter((face) => /^\/\* noto-sans-sc-\[\d+\]/.test(face));
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
 * so a prerendered page and the browser that hydrates it print the same year.
 */
function buildYear(): Plugin {
  return {
    name: 'kankan:build-year',
    config: () => ({ define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) } }),
  };
}

export function sharedPlugins(): PluginOption[] {
  return [
    trimNotoSansSc(),
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
  'react-router-dom',
];

/**
 * Storybook (its UI and the story tests) draws Chinese with Fontsource's single-file simplified-Chinese faces, which
 * the committed screenshot baselines were taken with; the site ships the same typeface in unicode-range slices, whose
 * outlines differ from them by a pixel here and there. The baselines move to the shipped files once the Chinese face
 * is subset per page (see docs/decisions.md, "Budgets on what is sent").
 */
export const storyFontAliases = [
  {
    find: /^@fontsource\/noto-sans-sc\/(\d00)\.css$/,
    replacement: '@fontsource/noto-sans-sc/chinese-simplified-$1.css',
  },
];

/**
 * The one list of Vite plugins shared by the site, Storybook and Vitest.
 * Order matters: Lingui's macros are compiled by Babel before the React plugin sees the JSX.
 */
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

export function sharedPlugins(): PluginOption[] {
  return [
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

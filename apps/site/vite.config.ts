import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig, type Plugin } from 'vite';
import { sharedOptimizeDeps, sharedPlugins } from '../../vite.plugins.ts';
import { findable } from './findable.ts';
import { tutorialVideos, tutorialVideosInDev } from './tutorialVideos.ts';

/**
 * The chunks each chunk loads with it (its static imports, transitively, and itself), by file name, once the bundle
 * is written; `preloadOnlyWhatIsMissing` reads them.
 */
const loadedWith = new Map<string, Set<string>>();
/** The screen parts (`*.part.tsx`, see apps/site/src/app/screenPart.tsx) each chunk imports, by file name. */
const partsOf = new Map<string, string[]>();
/** Chunks of style sheets alone, which Vite replaces by their CSS files once the bundle is written. */
const styleOnly = new Set<string>();
let entryFile: string | undefined;
const SCREEN_PART = /\.part\.tsx$/;

function staticClosures(): Plugin {
  return {
    name: 'site:static-closures',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis writes the preload lists.
      order: 'pre',
      handler(_options, bundle) {
        loadedWith.clear();
        partsOf.clear();
        styleOnly.clear();
        const imports = new Map<string, readonly string[]>();
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const parts = new Set(
          chunks
            .filter((chunk) => chunk.facadeModuleId && SCREEN_PART.test(chunk.facadeModuleId))
            .map((c) => c.fileName),
        );
        for (const output of chunks) {
          imports.set(output.fileName, output.imports);
          partsOf.set(
            output.fileName,
            output.dynamicImports.filter((file) => parts.has(file)),
          );
          if (output.isEntry) entryFile = output.fileName;
          if (output.moduleIds.length > 0 && output.moduleIds.every((id) => /\.css($|\?)/.test(id)))
            styleOnly.add(output.fileName);
        }
        const closure = (file: string): Set<string> => {
          const known = loadedWith.get(file);
          if (known) return known;
          const seen = new Set<string>();
          const visit = (name: string) => {
            if (seen.has(name)) return;
            seen.add(name);
            for (const next of imports.get(name) ?? []) visit(next);
          };
          visit(file);
          loadedWith.set(file, seen);
          return seen;
        };
        for (const file of imports.keys()) closure(file);
      },
    },
  };
}

/**
 * A dynamic import preloads the chunks it needs in parallel (no waterfall), except those already in the page: the
 * entry's static imports (every chunk runs after the entry) and the importing chunk's own. Preloading those did
 * nothing but cost the entry their names and index lists. A screen's parts (`*.part.tsx`) are fetched with the
 * screen: the screen shows its frame without them, but would otherwise ask for them only once it had arrived.
 */
function preloadOnlyWhatIsMissing(
  file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  // The page's own <link rel="modulepreload"> tags: the entry's imports, fetched alongside the entry.
  if (hostType === 'html') return deps;
  const inEntry = entryFile ? loadedWith.get(entryFile) : undefined;
  const inHost = loadedWith.get(hostId);
  const withParts = new Set(deps);
  for (const part of partsOf.get(file) ?? [])
    for (const dep of loadedWith.get(part) ?? []) if (!styleOnly.has(dep)) withParts.add(dep);
  return [...withParts].filter((dep) => !inEntry?.has(dep) && !inHost?.has(dep));
}

/**
 * Inter's Latin faces of body text (400), headings (600) and page titles (700, the heroes' display size), which
 * every page draws at once in both languages (Chinese pages too: figures, product names), are requested with the
 * HTML instead of after the style sheet: a title drawn first in the fallback face wrapped differently once Inter
 * arrived, and moved the page below it. The other weight and the Chinese faces load as their characters appear.
 */
const PRELOADED_FONTS = [
  'inter-latin-400-normal.woff2',
  'inter-latin-600-normal.woff2',
  'inter-latin-700-normal.woff2',
];

function preloadFonts(): Plugin {
  return {
    name: 'site:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = Object.values(bundle).filter(
          (output) =>
            output.type === 'asset' &&
            output.originalFileNames.some((name) => PRELOADED_FONTS.some((font) => name.endsWith(font))),
        );
        if (files.length !== PRELOADED_FONTS.length)
          throw new Error(`preloadFonts: found ${files.length} of ${PRELOADED_FONTS.join(', ')}`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * React Router 7 lists only its development files in its package exports (remix-run/react-router#12532, meant to be
 * temporary): they carry its development warnings and checks. The site's build takes the production files it ships
 * beside them (~0.5 kB gzip less on every route); the dev server keeps the warnings.
 */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * The server build of the prerendering entry (`vite build --ssr`, scripts/prerender.mjs runs it): the same plugins
 * and aliases, written beside the site rather than into it.
 */
const prerenderBuild = {
  outDir: 'dist-prerender',
  emptyOutDir: true,
  sourcemap: false,
  rolldownOptions: { checks: { bundlerTimings: false } },
} as const;

export default defineConfig(({ command, isSsrBuild }) => ({
  // react-aria ships its built-in strings (clear buttons, breadcrumbs, toasts…) in 34 languages; the site speaks two.
  plugins: [
    ...sharedPlugins(),
    optimizeLocales.vite({ locales: ['en-US', 'zh-CN'] }),
    staticClosures(),
    preloadFonts(),
    findable(),
    tutorialVideos(),
    tutorialVideosInDev(),
  ],
  optimizeDeps: { include: sharedOptimizeDeps },
  resolve: {
    alias: [
      ...(command === 'build' ? reactRouterProduction : []),
      // React 19's own useSyncExternalStore instead of the shim's copy for older Reacts, which the entry need not carry.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/app/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // The manifest maps each source module to its chunk: .size-limit.mjs and scripts/prerender.mjs read it.
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        modulePreload: { resolveDependencies: preloadOnlyWhatIsMissing },
        // Past Vite's default size notice: only the 360° viewer's chunk (three.js), which the viewer page alone loads.
        chunkSizeWarningLimit: 700,
        rolldownOptions: {
          // Most of the build's time is the Lingui macro's Babel pass, known and kept: its timing notice says nothing.
          checks: { bundlerTimings: false },
          // Chunks and style sheets named by their hash alone: the entry lists every file a route preloads (~180), and
          // the names took half of that list's weight. The manifest and source maps still tell what each is.
          output: {
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: {
              // Rolldown leaves a module that the entry and some page both import (React, Lingui, react-aria's helpers…)
              // in a common chunk of its own rather than in the entry that every page already waits for: the entry came
              // as ten files, and every route paid their separate compression. Everything the entry
              // loads up front is one chunk; pages import what they share with it from there.
              groups: [{ name: 'shell', tags: ['$initial'] }],
            },
          },
        },
      },
  // `/api` goes to the API server on the port it reads too (PORT, 4000 by default), so one variable moves both.
  server: { port: 5173, proxy: { '/api': `http://127.0.0.1:${process.env['PORT'] ?? '4000'}` } },
  preview: { port: 4173 },
}));

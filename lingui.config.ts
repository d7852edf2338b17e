import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'esbuild';

/**
 * One catalogue per entry and language, made by Lingui's dependency-crawling extractor (`lingui extract-experimental`):
 * it bundles each entry with esbuild and keeps the messages of what the bundle holds, so a catalogue has what its
 * entry can show and nothing else. Source messages are English; `zh` must be complete (`npm run i18n:check`).
 * Stories and tests are not entries: their text is sample data.
 *
 * Entries (the catalogue takes the entry file's name):
 * - `main`: the shell (apps/site/src/main.tsx and what it imports: header, footer, menus, toasts, dialogs, the route
 *   error screen). `activateLocale` loads it.
 * - every page module a route imports (apps/site/src/routes/*.tsx): `HomePage`, `SceneScreen`, … A route loads its
 *   page's catalogue beside the page's chunk (`catalogue` on the route).
 * - `CustomerMessage`: the message panel the shell loads once a page has loaded.
 * - `errors`: the server codes' and the client's messages, which the API client's errors show (its
 *   failureMessage.ts imports them as `@kankan/i18n/errors`, this entry): on a failure the client loads that module
 *   and, through `loadMessages` (apps/site/src/app/siteClient.ts), this catalogue before it words the error. A call
 *   that got no answer is worded from `main` (messages/networkFailed.ts). A page that shows one of these messages
 *   itself (through `@kankan/i18n`) has it in its own catalogue.
 * - `pageMeta`: the prerendered pages' titles and descriptions, for the build's prerendering only.
 * - `designSystemCatalogue`: every message of the design system (packages/ui/src/designSystemCatalogue.ts), for
 *   Storybook, whose stories show components no page uses yet.
 *
 * A page's catalogue follows its on-demand parts (`import()` of its dialogs and screen parts), not other entries
 * (pages a route loads, the `errors` messages) nor what the shell loads on demand beside a catalogue of its own
 * (`loadCatalogue` in app/, layout/, session/ and routes/: the message panel with its own). The shell's
 * parts that load after the page (layout/shellParts.ts: header, toasts, loading overlay) are `main`'s.
 * scripts/budgets.mjs checks that these exclusions hold: what each route's code can show is in what the route loads.
 */
const site = path.join(import.meta.dirname, 'apps/site/src');
const routesDir = path.join(site, 'routes');

/** The page modules the route files import (`import('../pages/…tsx')`; a path in a comment names no file). */
const pageModules = fs
  .readdirSync(routesDir)
  .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
  .flatMap((name) =>
    [...fs.readFileSync(path.join(routesDir, name), 'utf8').matchAll(/import\('(\.\.\/pages\/[^']+\.tsx)'\)/g)].map(
      ([, specifier = '']) => path.join(routesDir, specifier),
    ),
  )
  .filter((file) => fs.existsSync(file));

const entries = [
  path.join(site, 'main.tsx'),
  ...new Set(pageModules),
  path.join(site, 'pages/services/CustomerMessage.tsx'),
  path.join(import.meta.dirname, 'packages/i18n/src/messages/errors.ts'),
  path.join(site, 'prerender/pageMeta.ts'),
  path.join(import.meta.dirname, 'packages/ui/src/designSystemCatalogue.ts'),
];

/** Folders of the shell whose `import()`s load a catalogue of their own beside the module (or need none). */
const shellLoaders = ['app', 'layout', 'session', 'routes'].map((folder) => path.join(site, folder) + path.sep);
/** The shell's own parts that load after the page (header, toasts, loading overlay): their text is `main`'s. */
const shellOwnParts = [path.join(site, 'layout/shellParts.ts')];

/** What another entry's catalogue holds is left out of a bundle: other entries and the shell's on-demand parts. */
const ownCatalogues: Plugin = {
  name: 'own-catalogues',
  setup(build) {
    // Relative imports and the workspace packages' (an entry can be a package's export: `@kankan/i18n/errors`); other
    // packages go through the extractor's own rule (includeDeps).
    build.onResolve({ filter: /^(\.|@kankan\/)/ }, async (args) => {
      if (args.kind === 'entry-point' || args.pluginData === ownCatalogues) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: ownCatalogues,
      });
      if (resolved.errors.length > 0 || resolved.external) return resolved;
      const otherEntry = entries.includes(resolved.path);
      const shellPart =
        args.kind === 'dynamic-import' &&
        shellLoaders.some((dir) => args.importer.startsWith(dir)) &&
        !shellOwnParts.includes(resolved.path);
      return otherEntry || shellPart ? { path: resolved.path, external: true } : resolved;
    });
  },
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh'],
  fallbackLocales: { default: 'en' },
  catalogs: [],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  experimental: {
    extractor: {
      entries,
      output: '<rootDir>/packages/i18n/src/locales/{locale}/{entryName}',
      // The workspace packages are bundled like the site's own files (other packages stay outside).
      includeDeps: ['@kankan/ui', '@kankan/i18n', '@kankan/api', '@kankan/domain'],
      excludeExtensions: ['po', 'css', 'svg', 'png', 'jpg', 'webp', 'avif', 'woff2', 'json', 'mp4', 'ico'],
      resolveEsbuildOptions: (options) => ({ ...options, plugins: [ownCatalogues, ...(options.plugins ?? [])] }),
    },
  },
});

import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, defineProject } from 'vitest/config';
import { sharedOptimizeDeps, sharedPlugins } from './vite.plugins.ts';
import { chromiumExecutable, chromiumArgs } from './scripts/chromium.ts';

const root = import.meta.dirname;
// Stories show shared links under a fixed site address, not the test server's port (SceneShare.tsx).
process.env['VITE_SITE_URL'] ??= 'http://localhost:4000';
// The footer's copyright year (vite.plugins.ts) is the stories' year, not the day's: baselines do not age.
process.env['SOURCE_DATE_EPOCH'] ??= String(Date.UTC(2026, 10, 26) / 1000);
const locales = ['zh', 'en'] as const;

/** One story project per language: every story runs, is checked with axe, and is screenshotted in both. */
const storyProjects = locales.map((locale) =>
  defineProject({
    plugins: [
      ...sharedPlugins(),
      storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals: { locale } }),
    ],
    optimizeDeps: { include: [...sharedOptimizeDeps, 'storybook/test', 'react-dom/test-utils'] },
    // The parts that load when needed (the case list's filters) are transformed as the server starts, so the first
    // story that needs one does not wait for the dev server to compile it.
    server: {
      warmup: {
        clientFiles: ['./apps/site/src/pages/support/CaseFiltersPart.tsx'],
      },
    },
    test: {
      name: `stories-${locale}`,
      // The files of a project share one page, as stories do when Storybook switches between them: modules and the
      // preview load once, not once per file. So each story starts clean: the preview's `beforeEach` empties React
      // Aria's live announcer, and the page stories' decorators build a fresh data layer.
      isolate: false,
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
          contextOptions: {
            viewport: { width: 1920, height: 1200 },
            reducedMotion: 'reduce',
            deviceScaleFactor: 1,
            locale: locale === 'zh' ? 'zh-CN' : 'en-US',
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1200, height: 900 },
        // The browser window's size; `parameters.fullPage` stories grow it so a tall story is not scaled down.
        commands: {
          setWindowSize: async (context, width: number, height: number) => {
            await context.page.setViewportSize({ width, height });
          },
        },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // threshold 0: a pixel that differs by one colour unit counts as different, so a one-unit token change
            // (which repaints whole surfaces, borders or text) fails. Up to 128 differing pixels are tolerated:
            // Chromium's anti-aliasing of rounded corners varies between runs with nothing changed (seen: 18 pixels
            // on a dialog's checked checkboxes, 74 on the corners of a scene page's twelve thumbnails). A stopgap
            // until the capture is made deterministic.
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: 128 },
            // No time limit of the matcher's own: it races the capture against a timer it never clears, which kept
            // the run alive after the last test ("close timed out"). The setup file's hook timeout bounds a capture.
            timeout: 0,
            resolveScreenshotPath: ({ arg, ext, testFileDirectory, testFileName, root: projectRoot }) =>
              path.join(projectRoot, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
          },
        },
      },
    },
  }),
);

export default defineConfig({
  test: {
    projects: [
      defineProject({
        plugins: sharedPlugins(),
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'apps/site/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          setupFiles: [path.join(root, 'scripts/unit.setup.ts')],
          // Test files share a worker's environment and modules instead of each building a jsdom and importing React
          // anew; the setup file's afterEach unmounts what a test rendered, and a test of module state resets it.
          isolate: false,
        },
      }),
      defineProject({
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: [path.join(root, 'apps/server/test/global-setup.ts')],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own in-memory database; two at a time suits two cores.
          maxWorkers: 2,
          // Files share a worker's modules: the server's code is imported once per worker, not once per file. Each
          // file still builds its own app on its own database (harness.ts).
          isolate: false,
        },
      }),
      ...storyProjects,
    ],
  },
});

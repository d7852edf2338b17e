import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, defineProject } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { sharedOptimizeDeps, sharedPlugins } from './vite.plugins.ts';
import { captureArgs, chromiumArgs, chromiumExecutable } from './scripts/chromium.ts';

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
          launchOptions: { executablePath: chromiumExecutable(), args: [...chromiumArgs, ...captureArgs] },
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
          // Enabling DevTools' layer tree domain makes Chromium paint and rasterise every layer again.
          repaint: async (context) => {
            const cdp = await context.page.context().newCDPSession(context.page);
            await cdp.send('LayerTree.enable');
            await cdp.send('LayerTree.disable');
            await cdp.detach();
          },
          setWindowSize: async (context, width: number, height: number) => {
            await context.page.setViewportSize({ width, height });
          },
        },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Exact: no pixel may differ, by one colour unit or at an anti-aliased edge (`includeAA`), since the
            // capture flags (scripts/chromium.ts) make the same story draw the same pixels on every run.
            comparatorOptions: { threshold: 0, includeAA: true, allowedMismatchedPixels: 0 },
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

const isStory = (spec: TestSpecification) => spec.project.name.startsWith('stories-');

/**
 * Story files run in the order of their paths, on every machine. They share a page, so what one story leaves behind
 * (decoded images, caches) can touch how the next draws; Vitest's own order follows the last run's durations and
 * failures, which differ between a working copy and a fresh clone. Other files keep Vitest's order.
 */
class StoriesInPathOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const key = (spec: TestSpecification) => `${spec.project.name}\0${spec.moduleId}`;
    const stories = sorted.filter(isStory).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    let next = 0;
    return sorted.map((spec) => (isStory(spec) ? (stories[next++] ?? spec) : spec));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: StoriesInPathOrder },
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

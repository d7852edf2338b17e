/**
 * End-to-end tests: Playwright drives Chromium against the whole product as `npm start` runs it (the built site and
 * /api served by apps/server), on a fresh database held in memory. Build the site first (`npm run build`);
 * `npm run test:e2e` builds it when the build is missing or differs from its sources, then runs the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

if (!fs.existsSync(path.join(root, 'apps/site/dist/index.html'))) {
  throw new Error('apps/site/dist is missing: run `npm run build` (or `npm run test:e2e`, which builds when needed).');
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  // Two workers, one per core. A journey on a fresh account of its own runs beside any other; the journeys on the
  // seeded demo accounts (tagged @demo) read and change the same scenes, cameras and records, so they run one at a
  // time, in file order, in their own project. That project comes first, so its chain starts at once on one worker
  // while the other worker takes the rest.
  workers: 2,
  projects: [
    { name: 'demo accounts', grep: /@demo/, workers: 1, fullyParallel: false },
    { name: 'journeys', grepInvert: /@demo/, fullyParallel: true },
  ],
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['E2E_JSON'] ? [['list'], ['json', { outputFile: process.env['E2E_JSON'] }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
    trace: 'off',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  webServer: {
    command: `node ${path.join(root, 'node_modules/tsx/dist/cli.mjs')} ${path.join(root, 'apps/server/src/main.ts')}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The demo (DEMO=1, as `npm start`): the flows read codes from the mailbox and pay on the simulated pages. Its
    // database lives in memory and goes with the server. Every customer of the suite comes from 127.0.0.1, so the
    // per-address limits are off (RATE_LIMITS=off, a setting of the demo only).
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', RATE_LIMITS: 'off' },
  },
});

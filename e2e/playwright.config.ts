/**
 * End-to-end tests: Playwright drives Chromium against the whole product as `npm start` runs it (the built site and
 * /api served by apps/server), on a fresh database in a temporary folder. Build the site first (`npm run build`);
 * `npm run test:e2e` does both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../scripts/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env['E2E_PORT'] ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

if (!fs.existsSync(path.join(root, 'apps/site/dist/index.html'))) {
  throw new Error('apps/site/dist is missing: run `npm run build` before the end-to-end tests.');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  // One worker: the server and the browser share two cores, and the flows share one database.
  workers: 1,
  fullyParallel: false,
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
    // The demo (DEMO=1, as `npm start`): the flows read codes from the mailbox and pay on the simulated pages.
    // Loopback is trusted as a proxy so journeys can stand for customers at different addresses (account-support.ts).
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', TRUST_PROXY: 'loopback' },
  },
});

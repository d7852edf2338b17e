/**
 * How long the scene screen takes to show the first page of scenes for an account with 10,000 scenes.
 *
 *   npm run build && npx tsx scripts/bench-scenes.ts [--runs 5] [--port 4390] [--json file]
 *
 * Seeds a fresh database in a temporary folder (the demo accounts, the main one with 10,000 scenes), starts the
 * server on it with the built site, then measures, `runs` times each, in Chromium:
 * - navigation: signed in on the cameras screen (its files loaded, the scene screen's not), the user opens "My
 *   scenes" in the side menu; from the press of the link until the first scene row is on screen, timed in the page.
 * - first visit: the address opened in a new browser context (nothing cached, a session saved with its cookie, as
 *   a login leaves it), from the start of navigation until the first scene row is on screen, timed in the page (the
 *   browser draws the screen).
 * Prints both against the target (one second each); `--json` writes every run's figures for the benchmark report
 * (scripts/bench.mjs). A benchmark, never a gate: its figures move with the machine's load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { DEMO, seed } from '../apps/server/src/seed.ts';
import { chromiumArgs, chromiumExecutable } from './chromium.ts';

const SCENES = 10_000;
const TARGET_MS = 1000;
const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4390' },
    json: { type: 'string' },
  },
});
const runs = Math.min(Math.max(Number(args.runs), 1), 50);
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;

if (!fs.existsSync(path.join(root, 'apps/site/dist/index.html'))) throw new Error('run `npm run build` first');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-bench-'));
const database = await openDatabase({ dataDir });
await migrateToLatest(database.db);
await seed(database.db, { scenes: SCENES });
await database.close();

const server = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/server/src/main.ts')],
  { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: 'ignore' },
);
try {
  for (let i = 0; i < 120; i += 1) {
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const login = (await (
    await fetch(`${origin}/api/sso/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNum: DEMO.main.phone, areaNum: '86', password: DEMO.password }),
    })
  ).json()) as { data: { token: string } };
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  // A row of a scene: while the list loads, the table's body holds one row of its own (react-aria's empty state,
  // `data-empty` on the body), which must not count.
  const row = '[role="grid"] tbody:not([data-empty]) [role="row"]';
  const signedIn = async () => {
    // A new context each time: nothing cached, as for a visitor opening the site.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((token) => localStorage.setItem('token', token), login.data.token);
    // The login's cookie beside the saved token (packages/i18n's setTokenCookie), as a login leaves it.
    await context.addCookies([{ name: 'token', value: login.data.token, url: origin }]);
    return { context, page: await context.newPage() };
  };
  const navigation: number[] = [];
  const firstVisit: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    {
      const { context, page } = await signedIn();
      await page.goto(`${origin}/manage/device`);
      await page.waitForLoadState('networkidle');
      // In the page: the press of the link, then every frame until a row is there (a string: tsx would wrap a
      // function with helpers the page does not have).
      await page.evaluate(`(() => {
        document.addEventListener('pointerdown', () => (window.pressedAt = performance.now()), { capture: true, once: true });
        const watch = () => {
          if (window.pressedAt !== undefined && document.querySelector(${JSON.stringify(row)})) window.shownAt = performance.now();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      })()`);
      await page.locator('nav a[href="/manage/scene"]').first().click();
      await page.locator(row).first().waitFor({ state: 'visible', timeout: 30_000 });
      navigation.push(Number(await page.evaluate('Math.round(window.shownAt - window.pressedAt)')));
      await context.close();
    }
    {
      const { context, page } = await signedIn();
      // Every frame from the document's start until a row is there; the page's clock starts with the navigation.
      await page.addInitScript(`(() => {
        const watch = () => {
          if (document.querySelector(${JSON.stringify(row)})) window.shownAt = performance.now();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      })()`);
      await page.goto(`${origin}/manage/scene`, { waitUntil: 'commit' });
      await page.locator(row).first().waitFor({ state: 'visible', timeout: 30_000 });
      // Polled from here: the page's policy allows no string to be evaluated by a waiting function.
      while (await page.evaluate('window.shownAt === undefined')) await page.waitForTimeout(20);
      firstVisit.push(Number(await page.evaluate('Math.round(window.shownAt)')));
      await context.close();
    }
  }
  await browser.close();
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Infinity;
  console.log(
    `first page of ${SCENES} scenes on screen, navigating from the side menu: ${navigation.join(' ms, ')} ms; median ${median(navigation)} ms`,
  );
  console.log(
    `first page of ${SCENES} scenes on screen, first visit to the address: ${firstVisit.join(' ms, ')} ms; median ${median(firstVisit)} ms`,
  );
  console.log(`target: ${TARGET_MS} ms for each median`);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ scenes: SCENES, navigation, firstVisit }, null, 2));
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

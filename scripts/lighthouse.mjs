#!/usr/bin/env node
// Lighthouse on the served build, as a customer receives it: starts the real server (production mode, seeded data,
// no demo banner) on the site already built in apps/site/dist (it builds nothing), and runs Lighthouse's desktop
// preset with Debian's Chromium five times on each page below (Lighthouse's variability guide: the median of five
// runs halves the spread of one). Fails when a page's median is under the floors.
// What is measured runs at a real-time CPU priority where the system allows it (`isolate` says why and how).
// Prints a Markdown table of the medians (the README keeps the last one); LIGHTHOUSE_JSON=<file> also writes them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median, shortfalls } from './lighthouse-judge.mjs';
import { startBuiltSite } from './served-site.mjs';

const port = Number(process.env['LIGHTHOUSE_PORT'] ?? 4390);
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 5);

/** The pages measured, each in the language its visitor's browser asks for (the server picks the page by it). */
export const PAGES = [
  { path: '/', language: 'zh-CN' },
  { path: '/pricedetail', language: 'zh-CN' },
  { path: '/cases/all', language: 'zh-CN' },
  { path: '/news', language: 'zh-CN' },
  { path: '/login/login', language: 'zh-CN' },
  { path: '/', language: 'en-US' },
];

function scoresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Infinity),
    // The main thread's long tasks (duration@start in ms, script), longest first: what a low score is made of.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .map((task) => `${Math.round(task.duration)}@${Math.round(task.startTime)} ${String(task.url).split('/').pop()}`)
      .slice(0, 6),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity).toFixed(3)),
    bytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? 0),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
    // The binary audits that cost one of the four measured categories points (other categories are not judged).
    failedAudits: ['performance', 'accessibility', 'best-practices', 'seo']
      .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

async function measure(page, origin) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      `--lang=${page.language}`,
      `--accept-lang=${page.language}`,
    ],
  });
  try {
    const result = await lighthouse(
      `${origin}${page.path}`,
      { port: chrome.port, logLevel: 'error', output: 'json' },
      desktopConfig,
    );
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    return scoresOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/**
 * Puts this process (every thread) under the real-time round-robin policy at its lowest priority (`chrt`, util-linux);
 * the server and the browsers it starts inherit it, and Chromium, which resets its processes' niceness, leaves the
 * policy alone. A process of the machine's ordinary policy then waits while a measured one has work (decisions.md,
 * "Lighthouse", says why). Where the system refuses (no root or CAP_SYS_NICE, no `chrt`), a line says so and the
 * pages are measured as they are.
 */
function isolate() {
  const result = spawnSync('chrt', ['--rr', '--all-tasks', '--pid', '1', String(process.pid)], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    const reason = result.error?.message ?? result.stderr.trim();
    console.log(`(measured at the ordinary CPU priority, beside whatever else runs: ${reason})`);
  }
}

async function main() {
  isolate();
  const server = await startBuiltSite(port);
  const rows = [];
  let failed = false;
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page, server.origin));
      const medians = {};
      for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'bytes', 'requests']) {
        medians[key] = median(runs.map((one) => one[key]));
      }
      const problems = shortfalls(medians);
      const failedAudits = [...new Set(runs.flatMap((one) => one.failedAudits))];
      if (problems.length) failed = true;
      rows.push({ ...page, ...medians, problems, failedAudits });
      console.log(
        `${page.language} ${page.path}: ${problems.length ? `FAILS (${problems.join(', ')})` : 'passes'}` +
          (failedAudits.length ? `; audits below 1: ${failedAudits.join(', ')}` : ''),
      );
      // A failing page's runs one by one, with the blocking time and the long tasks behind each score.
      if (problems.length) {
        for (const one of runs) {
          console.log(
            `  run: performance ${one.performance}, LCP ${one.lcpMs} ms, TBT ${one.tbtMs} ms; long tasks: ` +
              (one.longTasks.join(', ') || 'none'),
          );
        }
      }
    }
  } finally {
    server.stop();
  }
  console.log(`\nLighthouse ${RUNS} runs each, desktop preset, medians:\n`);
  console.log(
    '| page | language | performance | accessibility | best practices | SEO | LCP | CLS | bytes | requests |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${row.language} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ` +
        `${row.seo} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls} | ${(row.bytes / 1000).toFixed(1)} kB | ` +
        `${row.requests} |`,
    );
  }
  if (process.env['LIGHTHOUSE_JSON']) fs.writeFileSync(process.env['LIGHTHOUSE_JSON'], JSON.stringify(rows, null, 2));
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

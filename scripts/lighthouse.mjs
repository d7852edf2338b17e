#!/usr/bin/env node
// Lighthouse on the served build, as a customer receives it: starts the real server (production mode, seeded data,
// no demo banner) on the site already built in apps/site/dist (it builds nothing) and runs Lighthouse's desktop preset
// with Debian's Chromium on each page below.
//   node scripts/lighthouse.mjs --gate            one run a page; fails when accessibility, best practices or SEO is
//                                                 under 100 (binary audits: the same page gives the same answer)
//   node scripts/lighthouse.mjs --runs 5 --json F every run's figures into F, for the benchmark (scripts/bench.mjs);
//                                                 timed figures move with the machine's load, so they never fail
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startBuiltSite } from './served-site.mjs';

/** The pages measured, each in the language its visitor's browser asks for (the server picks the page by it). */
export const PAGES = [
  { path: '/', language: 'zh-CN' },
  { path: '/pricedetail', language: 'zh-CN' },
  { path: '/cases/all', language: 'zh-CN' },
  { path: '/news', language: 'zh-CN' },
  { path: '/login/login', language: 'zh-CN' },
  { path: '/', language: 'en-US' },
];

/** The categories made of binary audits, which the gate holds at 100. */
const BINARY_CATEGORIES = ['accessibility', 'bestPractices', 'seo'];

function figuresOf(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Infinity),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity).toFixed(3)),
    bytes: Math.round(lhr.audits['total-byte-weight']?.numericValue ?? 0),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
    // The binary audits that cost one of the measured categories points: what a score under 100 is made of.
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
    return figuresOf(result.lhr);
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      gate: { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      json: { type: 'string' },
      port: { type: 'string', default: process.env['LIGHTHOUSE_PORT'] ?? '4390' },
    },
  });
  const runs = values.gate ? 1 : Math.min(Math.max(Number(values.runs), 1), 20);
  const server = await startBuiltSite(Number(values.port));
  const results = [];
  let failed = false;
  try {
    for (const page of PAGES) {
      const pageRuns = [];
      for (let run = 0; run < runs; run += 1) pageRuns.push(await measure(page, server.origin));
      results.push({ ...page, runs: pageRuns });
      const short = BINARY_CATEGORIES.filter((key) => pageRuns.some((one) => one[key] < 100));
      const audits = [...new Set(pageRuns.flatMap((one) => one.failedAudits))];
      if (values.gate && short.length) failed = true;
      console.log(
        `${page.language} ${page.path}: ` +
          pageRuns.map((one) => `performance ${one.performance}, LCP ${one.lcpMs} ms, CLS ${one.cls}`).join('; ') +
          (short.length ? `; UNDER 100: ${short.join(', ')}` : '; accessibility, best practices, SEO 100') +
          (audits.length ? `; failed audits: ${audits.join(', ')}` : ''),
      );
    }
  } finally {
    server.stop();
  }
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(results, null, 2));
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

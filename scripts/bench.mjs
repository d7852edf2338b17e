#!/usr/bin/env node
// The project's timed measurements, kept out of the test gate: their figures move with whatever else the machine
// runs, so they are recorded, not judged. Run on a quiet machine after `npm run build`:
//   npm run bench                         Lighthouse, the scene screen and the API load test
//   npm run bench -- --only lighthouse    one of lighthouse, scenes, load (comma-separated for several)
//   npm run bench -- --runs 3             runs of each browser measurement (default 5)
// Writes bench/results/<date>.json (every run) and bench/results/<date>.md (min / median / max of each figure, with
// its target), and puts that table into the README between the bench markers.
// Lighthouse runs through Lighthouse CI with the gate's pages, server and browser (lighthouserc.cjs), every category.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PARTS = ['lighthouse', 'scenes', 'load'];
const { values } = parseArgs({
  options: { only: { type: 'string', default: PARTS.join(',') }, runs: { type: 'string', default: '5' } },
});
const parts = values.only.split(',').filter((part) => PARTS.includes(part));
const runs = String(Math.min(Math.max(Number(values.runs), 1), 20));

if (!fs.existsSync(path.join(root, 'apps/site/dist/index.html'))) {
  console.error('apps/site/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kankan-bench-results-'));
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** Runs one measurement in its own process; true when it finished. */
function run(name, args, env = {}) {
  console.log(`::: bench ${name}`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) console.log(`::: bench ${name} did not finish (exit ${result.status})`);
  return result.status === 0;
}

/** Runs one measurement that writes its figures to `--json <file>`, and returns them (null when it failed). */
function measure(name, args) {
  const out = path.join(scratch, `${name}.json`);
  return run(name, [...args, '--json', out]) && fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
}

/** The local PostgreSQL the server's tests use (started if needed), or undefined where there is none. */
function postgresUrl() {
  const result = spawnSync('bash', ['scripts/postgres-for-tests.sh'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** One row a figure: every run's value, and the target it is read against (text, for the report). */
const figures = [];
const add = (group, name, unit, runValues, target = '') =>
  figures.push({ group, name, unit, values: runValues, target });

/** The resource types of what a page needs to show and work, in Lighthouse's network records. */
const PAGE_RESOURCES = new Set(['Document', 'Stylesheet', 'Script', 'Font']);

/** Lighthouse CI's runs of the gate's pages with every category, `runs` each: the results by page, in its order. */
function lighthouseRuns() {
  const gate = createRequire(import.meta.url)('../lighthouserc.cjs').ci.collect;
  // Every category: the gate asks for the binary ones only.
  const settings = { ...gate.settings };
  delete settings.onlyCategories;
  const rc = path.join(scratch, 'lighthouserc.json');
  fs.writeFileSync(rc, JSON.stringify({ ci: { collect: { ...gate, settings, numberOfRuns: Number(runs) } } }));
  if (!run('lighthouse', [path.join(root, 'node_modules/@lhci/cli/src/cli.js'), 'collect', `--config=${rc}`]))
    return [];
  // Lighthouse CI keeps each run's result in .lighthouseci/lhr-<time>.json.
  const saved = path.join(root, '.lighthouseci');
  const results = fs
    .readdirSync(saved)
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => JSON.parse(fs.readFileSync(path.join(saved, file), 'utf8')));
  return gate.url.map((url) => {
    const { pathname, searchParams } = new URL(url);
    const figures = results
      .filter((lhr) => lhr.requestedUrl === url)
      .map((lhr) => {
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        return {
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          bytes: Math.round(numeric('total-byte-weight')),
          pageBytes: requests
            .filter((request) => PAGE_RESOURCES.has(request.resourceType))
            .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        };
      });
    return { path: pathname, language: searchParams.get('lang'), runs: figures };
  });
}

const kB = (bytes) => Math.round(bytes / 100) / 10;

if (parts.includes('lighthouse')) {
  for (const page of lighthouseRuns()) {
    const group = `Lighthouse ${page.path} (${page.language})`;
    const of = (key) => page.runs.map((one) => one[key]);
    add(group, 'performance', 'score', of('performance'), '≥ 95');
    add(group, 'accessibility', 'score', of('accessibility'), '100');
    add(group, 'best practices', 'score', of('bestPractices'), '100');
    add(group, 'SEO', 'score', of('seo'), '100');
    add(group, 'largest contentful paint', 'ms', of('lcpMs'), '≤ 1000');
    add(group, 'total blocking time', 'ms', of('tbtMs'));
    add(group, 'cumulative layout shift', '', of('cls'), '0');
    add(group, 'HTML, CSS, JS and fonts transferred', 'kB', of('pageBytes').map(kB), page.path === '/' ? '≤ 250' : '');
    add(group, 'all bytes transferred', 'kB', of('bytes').map(kB));
  }
}
if (parts.includes('scenes')) {
  const scenes = measure('scenes', [tsx, 'scripts/bench-scenes.ts', '--runs', runs]);
  if (scenes) {
    const group = `/manage/scene, ${scenes.scenes} scenes`;
    add(group, 'navigation from the side menu', 'ms', scenes.navigation, '≤ 1000 (median)');
    add(group, 'first visit', 'ms', scenes.firstVisit, '≤ 1000 (median)');
  }
}
if (parts.includes('load')) {
  // PGlite, then PostgreSQL where one can be started; the load generator runs in its own process.
  const url = postgresUrl();
  const out = path.join(scratch, 'load-<db>.json');
  run('load', [tsx, 'apps/server/scripts/load.ts', '--db', url ? 'both' : 'pglite', '--out', out], {
    TEST_DATABASE_URL: url ?? '',
  });
  for (const db of ['pglite', 'postgres']) {
    const file = out.replace('<db>', db);
    if (!fs.existsSync(file)) continue;
    const load = JSON.parse(fs.readFileSync(file, 'utf8'));
    const group = `API load, scene list, ${load.scenes} scenes, ${db}`;
    add(group, `p50 at ${load.run.rate} req/s`, 'ms', [load.run.latencyMs.p50]);
    add(group, `p99 at ${load.run.rate} req/s`, 'ms', [load.run.latencyMs.p99], '< 50');
    // The steps end at the load test's --max-rate: a rate that held there is a lower bound.
    const capped = load.steps.length > 0 && load.highestRateUnderLimit === load.steps.at(-1).rate;
    const name = `highest rate with p99 under 50 ms${capped ? ' (held at the last step; at least)' : ''}`;
    add(group, name, 'req/s', [load.highestRateUnderLimit ?? 0]);
  }
}
fs.rmSync(scratch, { recursive: true, force: true });

const sorted = (list) => [...list].sort((a, b) => a - b);
const median = (list) => {
  const s = sorted(list);
  const middle = Math.floor(s.length / 2);
  return s.length % 2 ? s[middle] : (s[middle - 1] + s[middle]) / 2;
};

const now = new Date();
const date = now.toISOString().slice(0, 10);
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const lines = [
  `Measured ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine} (load average at the end ` +
    `${os.loadavg()[0].toFixed(2)}); ${runs} runs of each browser measurement.`,
  '',
  '| measurement | figure | min | median | max | target |',
  '| --- | --- | --- | --- | --- | --- |',
  ...figures.map((figure) => {
    const unit = figure.unit && figure.unit !== 'score' ? ` ${figure.unit}` : '';
    const s = sorted(figure.values);
    return (
      `| ${figure.group} | ${figure.name} | ${s[0]}${unit} | ${median(s)}${unit} | ${s[s.length - 1]}${unit} | ` +
      `${figure.target} |`
    );
  }),
];
const table = lines.join('\n');
console.log(`\n${table}`);

const resultsDir = path.join(root, 'bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(
  path.join(resultsDir, `${date}.json`),
  `${JSON.stringify({ date: now, machine, figures }, null, 2)}\n`,
);
fs.writeFileSync(path.join(resultsDir, `${date}.md`), `# Benchmark ${date}\n\n${table}\n`);

// The README shows the last table, between its markers.
const readmePath = path.join(root, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';
if (readme.includes(start) && readme.includes(end) && parts.length === PARTS.length) {
  const before = readme.slice(0, readme.indexOf(start) + start.length);
  const after = readme.slice(readme.indexOf(end));
  fs.writeFileSync(readmePath, `${before}\n\n${table}\n\n${after}`);
}
// In the project's format, so the format check passes on what the benchmark wrote.
spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
    '--write',
    '--log-level',
    'warn',
    'bench/results',
    'README.md',
  ],
  { cwd: root, stdio: 'inherit' },
);
console.log(`\nwritten: bench/results/${date}.json, bench/results/${date}.md`);
if (figures.length === 0) process.exitCode = 1;

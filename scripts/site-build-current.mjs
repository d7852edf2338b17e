/**
 * Builds the site (`npm run build`) only when apps/site/dist is missing or older than a file the build reads: the
 * site, the packages' sources, the build scripts and the root configuration. `npm run test:e2e` runs it first, so
 * the end-to-end tests always see the code as it is, and a second run does not spend minutes prerendering again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'apps/site/dist/index.html');

// Tests, stories and baselines do not change what the build writes.
const IGNORED = /(^|\/)(node_modules|dist|dist-prerender|__screenshots__)(\/|$)|\.(test|stories)\.tsx?$/;
const INPUTS = [
  'apps/site',
  'packages',
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
  'scripts/budgets.mjs',
  'scripts/page-fonts.mjs',
  'vite.plugins.ts',
  'lingui.config.ts',
  'tsconfig.base.json',
  'package-lock.json',
];

/** The newest file under `entry` (a file or a folder) that the build reads, as [mtime, path]. */
function newest(entry) {
  const full = path.join(root, entry);
  if (IGNORED.test(entry) || !fs.existsSync(full)) return [0, entry];
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return [stat.mtimeMs, entry];
  return fs
    .readdirSync(full)
    .map((name) => newest(path.join(entry, name)))
    .reduce((a, b) => (b[0] > a[0] ? b : a), [0, entry]);
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const [changedAt, changed] = INPUTS.map(newest).reduce((a, b) => (b[0] > a[0] ? b : a));
if (built > changedAt) {
  console.log('The site build is current (apps/site/dist is newer than its sources): not rebuilding.');
} else {
  console.log(built === 0 ? 'No site build yet: building.' : `${changed} changed since the last build: rebuilding.`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

#!/usr/bin/env node
// Builds the site unless apps/site/dist was built from the sources as they are now: `npm start` and the end-to-end
// tests reuse a current build instead of paying for a new one on every start. The build's inputs are hashed (file
// names and contents, not times, so a fresh clone or a checkout back and forth decides correctly) and the hash is kept
// in dist by the site build's last step (`--stamp`), so any build that succeeded counts.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/site/dist');
const stampFile = path.join(dist, '.sources-hash');

/** What the site build reads: the site and the packages it bundles, the configs, the lockfile and the build scripts. */
const INPUTS = [
  'apps/site',
  'packages',
  'package-lock.json',
  'tsconfig.base.json',
  'vite.plugins.ts',
  'lingui.config.ts',
  'scripts/prerender.mjs',
  'scripts/page-fonts.mjs',
  'scripts/precompress.mjs',
];
/** Never part of the bundle: build output, dependencies, tests, stories and their baselines. */
const SKIPPED = /(^|\/)(node_modules|dist|dist-prerender|__screenshots__)(\/|$)|\.(test|stories)\.tsx?$/;

function filesUnder(relative, into) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full) || SKIPPED.test(relative)) return into;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) filesUnder(path.posix.join(relative, name), into);
  } else {
    into.push(relative);
  }
  return into;
}

export function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(input, []))) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const current = sourcesHash();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
const fresh = built === current && fs.existsSync(path.join(dist, 'index.html'));
if (process.argv.includes('--stamp')) {
  fs.writeFileSync(stampFile, `${current}\n`);
} else if (fresh) {
  console.log('apps/site/dist matches the sources: reusing it (`npm run build` builds anew).');
} else {
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

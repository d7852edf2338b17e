// Size checks of the built site (`npx size-limit`, after `npm run build`), Brotli as the server sends assets.
// A page's files are its chunk and the chunks it imports statically, which Rolldown names by hash and regroups as the
// code changes; they are read from Vite's manifest by source module, so a check cannot miss a chunk that moved, and a
// module that is gone stops the check. Limits: the sizes when they were set, plus a small margin.
import fs from 'node:fs';
import path from 'node:path';

const dist = path.join(import.meta.dirname, 'apps/site/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

/** Manifest keys of a module's chunk and its static imports, transitively. */
function staticKeys(key, into = new Set()) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`${key} is not in the site's build manifest`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticKeys(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry) throw new Error('the build manifest has no entry');
const shell = staticKeys(entry);

/** The JavaScript and CSS files of modules and their static imports, less the shell's (`withShell` keeps them). */
function filesOf(modules, { withShell = false } = {}) {
  const keys = new Set();
  for (const module of modules) staticKeys(module, keys);
  const own = [...keys].filter((key) => withShell || !shell.has(key));
  const files = own.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]);
  return [...new Set(files)].map((file) => `apps/site/dist/${file}`);
}

const allCss = [
  ...new Set(
    Object.values(manifest).flatMap((chunk) => [
      ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ...(chunk.css ?? []),
    ]),
  ),
].map((file) => `apps/site/dist/${file}`);

export default [
  {
    name: 'shell: the entry, what it imports, its CSS',
    path: filesOf([entry], { withShell: true }),
    limit: '116 kB',
  },
  {
    name: 'home page (/), beyond the shell',
    path: filesOf(['src/pages/marketing/HomePage.tsx']),
    limit: '13 kB',
  },
  {
    name: 'price page (/pricedetail), beyond the shell',
    path: filesOf(['src/pages/services/PriceDetailPage.tsx']),
    limit: '28 kB',
  },
  {
    // The sign-in forms carry the phone rules (libphonenumber-js) from their first load.
    name: 'sign-in page (/login/login), beyond the shell',
    path: filesOf(['src/pages/login/LoginPage.tsx']),
    limit: '113 kB',
  },
  {
    name: 'scene screen (/manage/scene) with the account area, beyond the shell',
    path: filesOf(['src/pages/account/AccountArea.tsx', 'src/pages/account/scenes/SceneScreen.tsx']),
    limit: '53.5 kB',
  },
  {
    // The style sheets Vite built (the prerender's per-page font sheets are each page's own).
    name: 'all CSS',
    path: allCss,
    limit: '63.5 kB',
  },
];

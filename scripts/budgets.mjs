#!/usr/bin/env node
// Size budgets of the site, on the site's build output (it builds nothing itself; run the site build first).
// - Public pages: what a page sends before it is usable, measured in Chromium on the served build
//   (scripts/sent-bytes.mjs) for the pages of SENT_PAGES in both languages (SENT_PAGES=all: every prerendered page):
//   HTML, CSS, JavaScript and fonts as they travel. Fails over SENT_BUDGETS (the home page's and SENT_BUDGETS.page
//   for the others). SKIP_SENT=1 leaves this part out.
// - Routes behind the login (client-rendered): the JavaScript a first visit downloads before the screen shows (the
//   entry chunk and its static imports, plus the route's lazy chunk and its static imports) and the Lingui catalogue
//   (the larger language's), gzipped. Fails over BUDGETS.accountJs. Every route's figures are printed; the public
//   ones for the record.
// - The site's CSS, gzipped: fails over BUDGETS.css.
//
// Routes come from the route files (their `path` / `index` and the module each `lazy` imports), read with the
// TypeScript parser; sizes come from Vite's manifest (`build.manifest`).
import { Buffer } from 'node:buffer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { measureSentBytes } from './sent-bytes.mjs';
import { startBuiltSite } from './served-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(root, 'apps/site');
/** The build to read: apps/site/dist, or the directory in SITE_DIST (a build made with --outDir). */
const dist = process.env['SITE_DIST'] ? path.resolve(process.env['SITE_DIST']) : path.join(site, 'dist');
const KB = 1000;
/** CSS is every stylesheet of the site, the account screens' included (a public page loads only its own few). */
// The CSS budget holds the Noto Sans SC slices' @font-face rules, which a prerendered
// page loads only once it has loaded (it brings its own cut of the face: scripts/page-fonts.mjs).
// accountJs counts the language's whole catalogue, every page's messages, which each route loads with the shell.
export const BUDGETS = { accountJs: 230 * KB, css: 118 * KB };

/**
 * What a public page may send before it is usable (HTML, CSS, JavaScript and fonts as they travel, Brotli), in
 * either language: the home page at most 250 kB, a tenth of the web's median desktop page; the other public pages
 * SENT_BUDGETS.page, the home page's figure with a page's own chunk and data skeleton (see docs/decisions.md).
 */
export const SENT_BUDGETS = { home: 250 * KB, page: 300 * KB };

/**
 * The most a public page may send, per language, over its SENT_BUDGETS figure: room for what a page fetches before it
 * works that varies between runs. A page over its budget fails once past its language's ceiling; the ceilings only
 * come down. The Chinese one was 890 kB while the Noto Sans SC slices that Chinese text from the API takes (the news
 * and case lists) counted; they are asked for by the slices' style sheet, which a prerendered page loads once it works,
 * and are now reported with what the page loads later (scripts/sent-bytes.mjs).
 */
export const SENT_CEILINGS = { 'zh-CN': 330 * KB, 'en-US': 330 * KB };

/**
 * The public pages measured by default, one of each kind: the home page, a product page, the heaviest form (the
 * region picker), the sign-in shell, a long support text (the most Chinese glyphs), a shop page and a data list.
 * Every other prerendered page shares their shell, fonts and a page chunk of the same kind.
 */
export const SENT_PAGES = [
  '/',
  '/product',
  '/agent',
  '/login/register',
  '/service/qa/pro',
  '/mall/kankanPro',
  '/cases/all',
];

/** The site's route groups: `siteRouteGroups` in this file lists each route file's exported array of routes. */
const ROUTE_GROUPS_FILE = 'src/routes/index.tsx';
/** The route arrays of public pages, sized against the budgets (every route is checked for its messages). */
const PUBLIC_ROUTES = ['marketingRoutes', 'companyRoutes', 'supportRoutes', 'commerceRoutes', 'shellRoutes'];
/** The routes behind the login (account area, cart, payment): a customer who signed in waits longer for them. */
const ACCOUNT_ROUTES = ['protectedRoutes'];

function joinPath(parent, child) {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${child}`;
}

/** The specifier of an `import('…')` call, or null. */
function importSpecifier(node) {
  if (!ts.isCallExpression(node) || node.expression.kind !== ts.SyntaxKind.ImportKeyword) return null;
  const [argument] = node.arguments;
  return argument && ts.isStringLiteralLike(argument) ? argument.text : null;
}

/** The name of a `loadCatalogue('…')` call (or `x.loadCatalogue('…')`), or null. */
function loadedCatalogue(node) {
  if (!ts.isCallExpression(node)) return null;
  const callee = node.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  const [argument] = node.arguments;
  return name === 'loadCatalogue' && argument && ts.isStringLiteralLike(argument) ? argument.text : null;
}

/** What `pick` finds in a node and its descendants, following identifiers to the file's top-level constants. */
function foundIn(node, constants, pick, seen = new Set()) {
  const found = [];
  const visit = (current) => {
    const value = pick(current);
    if (value !== null) found.push(value);
    if (ts.isIdentifier(current) && constants.has(current.text) && !seen.has(current.text)) {
      seen.add(current.text);
      found.push(...foundIn(constants.get(current.text), constants, pick, seen));
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return found;
}

/** Every `import('…')` specifier inside a node, following identifiers to the file's top-level constants. */
const importsIn = (node, constants) => foundIn(node, constants, importSpecifier);

/** Every `loadCatalogue('…')` name inside a node, following identifiers to the file's top-level constants. */
const catalogueCallsIn = (node, constants) => foundIn(node, constants, loadedCatalogue);

/**
 * Routes of an array literal: `{ path | index, lazy, catalogue, children }` objects, or calls of a helper whose first
 * string argument is the path. Each route carries the modules and catalogues of its parents (they load with it). A
 * route whose `catalogue` is not the file name of a module its `lazy` imports (or that has none) fails. Catalogues its
 * `lazy` loads itself (`loadCatalogue('…')` beside the page) follow its page's.
 */
function routesIn(array, constants, parent = { path: '/', modules: [], catalogues: [] }) {
  const routes = [];
  for (const element of array.elements) {
    if (ts.isObjectLiteralExpression(element)) {
      let routePath = null;
      let index = false;
      let modules = [];
      let children = null;
      let catalogue = null;
      let loaded = [];
      for (const property of element.properties) {
        if (!ts.isPropertyAssignment(property) || !property.name) continue;
        const name = property.name.getText();
        const value = property.initializer;
        if (name === 'path' && ts.isStringLiteralLike(value)) routePath = value.text;
        else if (name === 'index' && value.kind === ts.SyntaxKind.TrueKeyword) index = true;
        else if (name === 'lazy' || name === 'Component' || name === 'element') {
          modules = importsIn(value, constants);
          loaded = catalogueCallsIn(value, constants);
        } else if (name === 'children' && ts.isArrayLiteralExpression(value)) children = value;
        else if (name === 'catalogue') {
          if (!ts.isStringLiteralLike(value)) throw new Error(`a catalogue that is not a string: ${value.getText()}`);
          catalogue = value.text;
        }
      }
      const full = index ? parent.path : routePath === null ? parent.path : joinPath(parent.path, routePath);
      const own = [...(catalogue ? [catalogue] : []), ...loaded].filter((name) => !parent.catalogues.includes(name));
      const catalogues = [...parent.catalogues, ...new Set(own)];
      const route = { path: full, modules: [...parent.modules, ...modules], catalogues };
      if (modules.length > 0 && (routePath !== null || index)) routes.push(route);
      if (children) routes.push(...routesIn(children, constants, route));
    } else if (ts.isCallExpression(element)) {
      const first = element.arguments[0];
      const modules = importsIn(element, constants);
      if (first && ts.isStringLiteralLike(first) && modules.length > 0) {
        routes.push({
          path: joinPath(parent.path, first.text),
          modules: [...parent.modules, ...modules],
          catalogues: [...new Set([...parent.catalogues, ...catalogueCallsIn(element, constants)])],
        });
      }
    } else if (ts.isSpreadElement(element) && ts.isArrayLiteralExpression(element.expression)) {
      routes.push(...routesIn(element.expression, constants, parent));
    }
  }
  return routes;
}

/**
 * The public routes of one route file, with their modules as paths relative to apps/site and the catalogues their
 * pages load.
 */
export function routesOfFile(source, fileName, exportNames) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map();
  const arrays = [];
  for (const statement of file.statements) {
    // A helper that builds routes (`pending(path, …)`) is followed like a constant to the imports in its body.
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      constants.set(statement.name.text, statement.body);
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      constants.set(declaration.name.text, declaration.initializer);
      const wanted = exportNames ? exportNames.includes(declaration.name.text) : exported;
      let initializer = declaration.initializer;
      while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer))
        initializer = initializer.expression;
      if (wanted && ts.isArrayLiteralExpression(initializer)) arrays.push(initializer);
    }
  }
  const directory = path.posix.dirname(fileName);
  return arrays
    .flatMap((array) => routesIn(array, constants))
    .map((route) => ({
      path: route.path,
      modules: route.modules.map((specifier) => path.posix.normalize(path.posix.join(directory, specifier))),
      catalogues: route.catalogues,
    }));
}

/**
 * The route groups of the file that lists them (`siteRouteGroups = [{ routes: marketingRoutes }, …]`): each array's
 * name and the route file it is imported from (relative to apps/site).
 */
export function routeGroupsOf(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const directory = path.posix.dirname(fileName);
  const importedFrom = new Map();
  let groups = null;
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          importedFrom.set(
            element.name.text,
            path.posix.normalize(path.posix.join(directory, statement.moduleSpecifier.text)),
          );
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'siteRouteGroups') continue;
      let initializer = declaration.initializer;
      while (initializer && (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer)))
        initializer = initializer.expression;
      if (initializer && ts.isArrayLiteralExpression(initializer)) groups = initializer;
    }
  }
  if (!groups) throw new Error(`${fileName} has no siteRouteGroups array`);
  return groups.elements.map((element) => {
    let routes = null;
    if (ts.isObjectLiteralExpression(element))
      for (const property of element.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText();
        if (name === 'routes' && ts.isIdentifier(property.initializer)) routes = property.initializer.text;
      }
    const routeFile = routes && importedFrom.get(routes);
    if (!routeFile) throw new Error(`${fileName}: a siteRouteGroups entry is not { routes: <imported array> }`);
    return { name: routes, file: routeFile };
  });
}

/**
 * Every route of the site (`src/routes/index.tsx`'s groups): its full path, the page modules it loads (manifest keys,
 * relative to apps/site), its pages' catalogues and the name of its group. Also read by scripts/prerender.mjs, which
 * links each prerendered page's style sheets.
 */
export function siteRoutes(
  groups = routeGroupsOf(readFileSync(path.join(site, ROUTE_GROUPS_FILE), 'utf8'), ROUTE_GROUPS_FILE),
) {
  return groups.flatMap(({ name, file }) =>
    routesOfFile(readFileSync(path.join(site, file), 'utf8'), file, [name]).map((route) => ({ ...route, group: name })),
  );
}

function gzipSize(file) {
  return gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
}

/** A chunk's file and the files of its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Manifest keys of a chunk and its static imports, transitively. */
export function staticKeys(manifest, key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticKeys(manifest, imported, into);
  return into;
}

/** The compiled catalogue a manifest key is (`…/locales/<locale>/<name>.po`), or null. */
export function catalogueOfKey(key) {
  const match = /locales\/([^/]+)\/([^/]+)\.po$/.exec(key);
  return match ? { locale: match[1], name: match[2] } : null;
}

/**
 * What a first load can run besides what it downloads up front: the chunks its own chunks import on demand
 * (`import()`), transitively, with their static imports, each with the catalogues that load with it besides the
 * first load's: those its loader loads alongside (`loadedWith`: module key → catalogue names, from
 * `cataloguesLoadedWith`), inherited down the chain; a chunk reached several ways gets only what every way loads.
 * Chunks in `shared` (the entry's, whose on-demand parts are the shell's) are not followed, nor other routes' pages
 * (`pages`) and catalogues. Returns each chunk's key and its extra catalogue names (none for the first load's).
 */
export function onDemandParts(manifest, keys, { shared = new Set(), pages = new Set(), loadedWith = new Map() } = {}) {
  const found = new Map([...keys].map((key) => [key, new Set()]));
  const queue = [...found.keys()];
  while (queue.length > 0) {
    const key = queue.pop();
    if (shared.has(key)) continue;
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      if (pages.has(imported) || catalogueOfKey(imported)) continue;
      const names = new Set([...found.get(key), ...(loadedWith.get(imported) ?? [])]);
      for (const reached of staticKeys(manifest, imported)) {
        const known = found.get(reached);
        if (!known) {
          found.set(reached, new Set(names));
          queue.push(reached);
          continue;
        }
        const common = new Set([...known].filter((name) => names.has(name)));
        if (common.size === known.size) continue;
        found.set(reached, common);
        queue.push(reached);
      }
    }
  }
  return found;
}

/** The chunks of `onDemandParts`, without their catalogues. */
export function onDemandKeys(manifest, keys, options = {}) {
  return new Set(onDemandParts(manifest, keys, options).keys());
}

/**
 * The catalogues loaded together with a module on demand, read from a source file: an `import('…')` whose function
 * also calls `loadCatalogue('name')` (the same function awaits both, e.g. `Promise.all([import('./x.tsx'),
 * loadCatalogue('errors')])`). Returns the imported modules, relative to `base`, with their catalogue names.
 */
export function cataloguesLoadedWith(source, fileName, base = path.posix.dirname(fileName)) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = new Map();
  const visit = (node) => {
    const specifier = importSpecifier(node);
    let scope = node.parent;
    while (specifier !== null && scope && !ts.isFunctionLike(scope)) scope = scope.parent;
    if (specifier !== null && scope) {
      const names = foundIn(scope, new Map(), loadedCatalogue);
      if (names.length > 0) {
        const module = path.posix.relative(base, path.posix.join(path.posix.dirname(fileName), specifier));
        found.set(module, [...new Set([...(found.get(module) ?? []), ...names])]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The manifest key of a module's chunk: the module's own key, or else the one chunk named after it (a module that
 * shares a chunk with others, which Vite names after its first module), or null.
 */
export function chunkKeyOf(manifest, module) {
  if (manifest[module]) return module;
  const name = path.posix.basename(module).replace(/\.[^.]+$/, '');
  const named = Object.keys(manifest).filter((key) => manifest[key].name === name && !manifest[key].src);
  return named.length === 1 ? named[0] : null;
}

/** The names of every `loadCatalogue('…')` call in a source file. */
export function catalogueCallsOf(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  return [...new Set(catalogueCallsIn(file, new Map()))];
}

/**
 * The bundles of an esbuild metafile as manifest entries (`ManifestChunk`), each under its entry point's path: a
 * bundle holds its entry's static imports, and its `import()`s, left external with their resolved path, are its
 * `dynamicImports` (under their path relative to `base`, the build's working directory). So are the modules of
 * `apart` (absolute paths) it imports statically, left external too: parts with a catalogue of their own, which the
 * check treats as it treats parts loaded on demand.
 */
export function graphOfMetafile(metafile, base, apart = new Set()) {
  const graph = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const dynamicImports = output.imports
      .filter(
        (imported) =>
          path.isAbsolute(imported.path) && (imported.kind === 'dynamic-import' || apart.has(imported.path)),
      )
      .map((imported) => path.relative(base, imported.path).split(path.sep).join('/'));
    graph[output.entryPoint] = { file, imports: [], dynamicImports: [...new Set(dynamicImports)] };
  }
  return graph;
}

/**
 * The messages a route can show that none of the catalogues it loads holds, in any language. `graph`: chunks as
 * manifest entries (`imports`, `dynamicImports`), the page modules under their paths; `idsOf(keys)`: the message ids
 * those chunks use; `shell`: the entry's key; `routes`: `{ path, modules, catalogues }`; `catalogueIds(locale, name)`;
 * `loadedWith`: module key → the catalogues its loader loads with it. The shell (its entry and what that loads on
 * demand besides pages) is checked against `main`; every route, with its pages' own on-demand parts, against `main`
 * and its pages' catalogues. Returns `{ route, names, missing }` per route (and set of catalogues) with a gap.
 */
export function coverageGaps({ graph, idsOf, shell, routes, locales, catalogueIds, loadedWith = new Map() }) {
  const gaps = [];
  const pages = new Set(routes.flatMap((route) => route.modules));
  const check = (route, names, parts) => {
    const byCatalogues = new Map();
    for (const [key, extra] of parts) {
      const all = [...new Set([...names, ...extra])];
      const id = all.join('+');
      if (!byCatalogues.has(id)) byCatalogues.set(id, { names: all, keys: [] });
      byCatalogues.get(id).keys.push(key);
    }
    for (const { names: loaded, keys } of byCatalogues.values()) {
      const used = idsOf(keys);
      const missing = new Set(
        locales.flatMap((locale) =>
          missingIds(
            used,
            loaded.map((name) => catalogueIds(locale, name)),
          ),
        ),
      );
      const label = loaded.length > names.length ? `${route}, parts loaded on demand` : route;
      if (missing.size > 0) gaps.push({ route: label, names: loaded, missing: [...missing].sort() });
    }
  };
  if (!graph[shell]) throw new Error(`the shell's module ${shell} is not in the graph`);
  const shellKeys = staticKeys(graph, shell);
  check('the shell (every page)', ['main'], onDemandParts(graph, shellKeys, { pages, loadedWith }));
  for (const route of routes) {
    const keys = new Set(shellKeys);
    for (const module of route.modules) {
      if (!graph[module]) throw new Error(`${route.path}: ${module} is not in the graph`);
      staticKeys(graph, module, keys);
    }
    const names = ['main', ...route.catalogues];
    check(route.path, names, onDemandParts(graph, keys, { shared: shellKeys, pages, loadedWith }));
  }
  return gaps;
}

/**
 * The message ids a built chunk uses. Lingui's macros compile to message descriptors (`t`, `msg`: `_({ id: "…" })`;
 * `<Trans>`: `jsx(Trans, { id: "…" })`), their English text stripped in production; the minifier may quote the id
 * with "…", '…' or `…`. Only ids some catalogue holds count, so another `id:` property is no false alarm.
 */
export function messageIdsIn(code, known) {
  const ids = new Set();
  for (const match of code.matchAll(/\bid:\s*(?:"([^"\\]*)"|'([^'\\]*)'|`([^`\\$]*)`)/g)) {
    const id = match[1] ?? match[2] ?? match[3];
    if (known.has(id)) ids.add(id);
  }
  return ids;
}

/**
 * The message ids of Lingui's descriptors in code the macro compiled for extraction (unminified, each descriptor
 * marked `/*i18n*\/ { id: "…", message: "…" }`), in a catalogue or not, besides those of `messageIdsIn`.
 */
export function descriptorIdsIn(code, known) {
  const ids = messageIdsIn(code, known);
  for (const match of code.matchAll(/\/\*i18n\*\/\s*\{\s*id:\s*"([^"\\]*)"/g)) ids.add(match[1]);
  return ids;
}

/** The ids a route's first load uses that none of its catalogues holds. */
export function missingIds(used, catalogues) {
  return [...used].filter((id) => !catalogues.some((catalogue) => catalogue.has(id))).sort();
}

/** The messages of a compiled catalogue chunk (an ES module `export { … as messages }` with no imports). */
async function compiledMessages(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  if (!module.messages || typeof module.messages !== 'object') throw new Error(`${file} exports no messages`);
  return module.messages;
}

/** The compiled catalogues of the build: per locale and catalogue name, the chunk, its gzip size and its ids. */
async function builtCatalogues(manifest) {
  const catalogues = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const catalogue = catalogueOfKey(key);
    if (!catalogue) continue;
    const ids = new Set(Object.keys(await compiledMessages(chunk.file)));
    catalogues.set(`${catalogue.locale}/${catalogue.name}`, { ...catalogue, gzip: gzipSize(chunk.file), ids });
  }
  return catalogues;
}

function cssOf(manifest, files) {
  const css = new Set();
  for (const chunk of Object.values(manifest)) {
    if (files.has(chunk.file)) for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return css;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * The public pages as customers receive them: the pages of SENT_PAGES (or every page, SENT_PAGES=all) the build
 * prerendered (dist/prerender/<lang>/…), each in its language; without prerendered pages, the public routes without
 * parameters in both languages.
 */
async function sentBytesOfPublicPages(fallbackPaths) {
  const prerendered = path.join(dist, 'prerender');
  const pages = [];
  const languageOf = { zh: 'zh-CN', en: 'en-US' };
  if (existsSync(prerendered)) {
    for (const lang of readdirSync(prerendered)) {
      if (!languageOf[lang]) continue;
      for (const file of readdirSync(path.join(prerendered, lang), { recursive: true })) {
        if (path.basename(file) !== 'index.html') continue;
        const dir = path.dirname(file);
        const page = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
        if (process.env['SENT_PAGES'] === 'all' || SENT_PAGES.includes(page))
          pages.push({ path: page, language: languageOf[lang] });
      }
    }
  } else {
    for (const language of Object.values(languageOf))
      for (const page of fallbackPaths) pages.push({ path: page, language });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path) || a.language.localeCompare(b.language));
  const server = await startBuiltSite(Number(process.env['BUDGETS_PORT'] ?? 4391));
  try {
    return await measureSentBytes(server.origin, pages);
  } finally {
    server.stop();
  }
}

async function main() {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`No build manifest at ${manifestPath}: run the site build first (npm run build).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, entryKey);

  const catalogues = await builtCatalogues(manifest);
  const locales = [...new Set([...catalogues.values()].map((catalogue) => catalogue.locale))];
  if (locales.length === 0) throw new Error('the manifest has no compiled catalogue (…/locales/<locale>/<name>.po)');
  const catalogue = (locale, name) => {
    const found = catalogues.get(`${locale}/${name}`);
    if (!found) throw new Error(`the build has no ${locale} catalogue "${name}"`);
    return found;
  };

  const failures = [];
  const groups = routeGroupsOf(readFileSync(path.join(site, ROUTE_GROUPS_FILE), 'utf8'), ROUTE_GROUPS_FILE);
  const routes = siteRoutes(groups).map((route) => ({
    ...route,
    sized: PUBLIC_ROUTES.includes(route.group) || ACCOUNT_ROUTES.includes(route.group),
    account: ACCOUNT_ROUTES.includes(route.group),
  }));
  for (const name of [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES])
    if (!groups.some((group) => group.name === name)) failures.push(`${ROUTE_GROUPS_FILE}: no route group ${name}`);
  const rows = [];

  /** The catalogues' gzip size for the larger language. */
  const textSize = (names) =>
    Math.max(...locales.map((locale) => names.reduce((sum, name) => sum + catalogue(locale, name).gzip, 0)));

  for (const route of routes) {
    const files = new Set(entryFiles);
    for (const module of route.modules) {
      if (!manifest[module]) {
        failures.push(`${route.path}: ${module} is not in the build manifest`);
        continue;
      }
      staticClosure(manifest, module, files);
    }
    const gzip = textSize(['messages']);
    if (!route.sized) continue;
    const code = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
    const css = [...cssOf(manifest, files)].reduce((sum, file) => sum + gzipSize(file), 0);
    const limit = route.account ? BUDGETS.accountJs : null;
    const js = code + gzip;
    rows.push({ route: route.path, code, text: gzip, js, css, limit, catalogues: 'messages' });
    // A public page is judged by what it sends (below); its JavaScript is listed for the record.
    if (!route.account) continue;
    if (js > limit) failures.push(`${route.path}: initial JavaScript ${kb(js)} is over ${kb(limit)}`);
  }
  // A module of style sheets alone (the Chinese faces, loaded on demand) is a CSS file of its own in the manifest.
  const allCss = Object.values(manifest)
    .flatMap((chunk) => [...(chunk.file.endsWith('.css') ? [chunk.file] : []), ...(chunk.css ?? [])])
    .filter((file, index, list) => list.indexOf(file) === index);
  const totalCss = allCss.reduce((sum, file) => sum + gzipSize(file), 0);
  if (totalCss > BUDGETS.css) failures.push(`CSS ${kb(totalCss)} is over ${kb(BUDGETS.css)}`);

  const width = Math.max(...rows.map((row) => row.route.length), 5);
  const catalogueWidth = Math.max(...rows.map((row) => row.catalogues.length), 11);
  const columns = ['code', 'text', 'JS gzip', 'budget', 'CSS gzip'];
  console.log(
    `${'route'.padEnd(width)}  ${'catalogues'.padEnd(catalogueWidth)}  ${columns.map((c) => c.padStart(9)).join('  ')}`,
  );
  for (const row of rows) {
    const cells = [row.code, row.text, row.js, row.limit, row.css].map((bytes) =>
      (bytes === null ? '-' : kb(bytes)).padStart(9),
    );
    console.log(`${row.route.padEnd(width)}  ${row.catalogues.padEnd(catalogueWidth)}  ${cells.join('  ')}`);
  }
  console.log('(code: JavaScript chunks; text: the catalogue, gzip, for the larger language; JS gzip: both)');
  const sizes = [...new Set([...catalogues.values()].map((entry) => entry.name))].map(
    (name) => `${name} ${locales.map((locale) => `${locale} ${kb(catalogue(locale, name).gzip)}`).join(' / ')}`,
  );
  console.log(`catalogues (gzip): ${sizes.join('; ')}`);
  console.log(`all CSS (${allCss.length} files): ${kb(totalCss)} of ${kb(BUDGETS.css)}`);

  /** Public pages over their sent budget within their language's ceiling. */
  const sentOver = [];
  if (process.env['SKIP_SENT'] !== '1') {
    const sent = await sentBytesOfPublicPages(
      routes.filter((route) => !route.account && route.sized && !route.path.includes(':')).map((route) => route.path),
    );
    console.log(
      '\npage (language)                          HTML       CSS        JS     fonts     total    budget  requests     later',
    );
    for (const page of SENT_PAGES)
      for (const language of ['zh-CN', 'en-US'])
        if (!sent.some((row) => row.path === page && row.language === language))
          failures.push(`${page} (${language}) is in SENT_PAGES but the build did not prerender it`);
    for (const row of sent) {
      const limit = row.path === '/' ? SENT_BUDGETS.home : SENT_BUDGETS.page;
      const cells = [row.html, row.css, row.js, row.fonts, row.total, limit].map((bytes) => kb(bytes).padStart(9));
      console.log(
        `${`${row.path} (${row.language})`.padEnd(36)} ${cells.join(' ')} ${String(row.requests).padStart(9)} ${kb(row.later).padStart(9)}`,
      );
      const ceiling = Math.max(limit, SENT_CEILINGS[row.language] ?? 0);
      if (row.total > ceiling)
        failures.push(`${row.path} (${row.language}) sends ${kb(row.total)} before it is usable, over ${kb(ceiling)}`);
      else if (row.total > limit) sentOver.push(`${row.path} (${row.language}) ${kb(row.total)} of ${kb(limit)}`);
    }
    console.log(
      '(bytes on the wire, as the server sends them, until the network is quiet; images and API answers aside)',
    );
  }
  if (failures.length > 0) {
    console.error(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  if (sentOver.length > 0)
    console.log(`${sentOver.length} public pages send more than their budget, within their language's ceiling`);
  console.log(`${rows.length} routes within budget`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

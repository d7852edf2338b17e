#!/usr/bin/env node
// Size budgets of the site (issue 7): reads the site's build output (it builds nothing itself; run the site build
// first) and prints, for every public route, the JavaScript a first visit to that route downloads before the page
// shows (the entry chunk and its static imports, plus the route's lazy chunk and its static imports), gzipped, and
// the site's CSS, gzipped. Fails when the home route is over 125 kB, another public route over 150 kB, or the CSS
// over 30 kB.
//
// Routes come from the route files (their `path` / `index` and the module each `lazy` imports), read with the
// TypeScript parser; modules are found in Vite's manifest (`build.manifest`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(root, 'apps/site');
const dist = path.join(site, 'dist');
const KB = 1000;
export const BUDGETS = { homeJs: 125 * KB, routeJs: 150 * KB, css: 30 * KB };

/** Public route files, and for each the exported arrays that hold public routes (null: all of them). */
const ROUTE_FILES = [
  { file: 'src/routes/marketing.tsx', exports: null },
  { file: 'src/routes/support.tsx', exports: null },
  { file: 'src/routes/commerce.tsx', exports: null },
  { file: 'src/routes/company.tsx', exports: null },
  { file: 'src/routes/site.tsx', exports: ['shellRoutes'] },
];

function joinPath(parent, child) {
  if (child.startsWith('/')) return child;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return `${base}${child}`;
}

/** Every `import('…')` specifier inside a node, following identifiers to the file's top-level constants. */
function importsIn(node, constants, seen = new Set()) {
  const found = [];
  const visit = (current) => {
    if (ts.isCallExpression(current) && current.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = current.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    if (ts.isIdentifier(current) && constants.has(current.text) && !seen.has(current.text)) {
      seen.add(current.text);
      found.push(...importsIn(constants.get(current.text), constants, seen));
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return found;
}

/**
 * Routes of an array literal: `{ path | index, lazy, children }` objects, or calls of a helper whose first string
 * argument is the path. Each route carries the modules of its parents (their chunks load with it).
 */
function routesIn(array, constants, parent = { path: '/', modules: [] }) {
  const routes = [];
  for (const element of array.elements) {
    if (ts.isObjectLiteralExpression(element)) {
      let routePath = null;
      let index = false;
      let modules = [];
      let children = null;
      for (const property of element.properties) {
        if (!ts.isPropertyAssignment(property) || !property.name) continue;
        const name = property.name.getText();
        const value = property.initializer;
        if (name === 'path' && ts.isStringLiteralLike(value)) routePath = value.text;
        else if (name === 'index' && value.kind === ts.SyntaxKind.TrueKeyword) index = true;
        else if (name === 'lazy' || name === 'Component' || name === 'element') modules = importsIn(value, constants);
        else if (name === 'children' && ts.isArrayLiteralExpression(value)) children = value;
      }
      const full = index ? parent.path : routePath === null ? parent.path : joinPath(parent.path, routePath);
      const own = { path: full, modules: [...parent.modules, ...modules] };
      if (modules.length > 0 && (routePath !== null || index)) routes.push(own);
      if (children) routes.push(...routesIn(children, constants, own));
    } else if (ts.isCallExpression(element)) {
      const first = element.arguments[0];
      const modules = importsIn(element, constants);
      if (first && ts.isStringLiteralLike(first) && modules.length > 0) {
        routes.push({ path: joinPath(parent.path, first.text), modules: [...parent.modules, ...modules] });
      }
    } else if (ts.isSpreadElement(element) && ts.isArrayLiteralExpression(element.expression)) {
      routes.push(...routesIn(element.expression, constants, parent));
    }
  }
  return routes;
}

/** The public routes of one route file, with their modules as paths relative to apps/site. */
export function routesOfFile(source, fileName, exportNames) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map();
  const arrays = [];
  for (const statement of file.statements) {
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
    }));
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

function cssOf(manifest, files) {
  const css = new Set();
  for (const chunk of Object.values(manifest)) {
    if (files.has(chunk.file)) for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return css;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

function main() {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('No build manifest at apps/site/dist/.vite/manifest.json: run the site build first (npm run build).');
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const entryFiles = staticClosure(manifest, entryKey);

  const routes = ROUTE_FILES.flatMap(({ file, exports }) =>
    routesOfFile(readFileSync(path.join(site, file), 'utf8'), file, exports),
  );
  const failures = [];
  const rows = [];
  let homeSeen = false;
  for (const route of routes) {
    const files = new Set(entryFiles);
    for (const module of route.modules) {
      if (!manifest[module]) {
        failures.push(`${route.path}: ${module} is not in the build manifest`);
        continue;
      }
      staticClosure(manifest, module, files);
    }
    const js = [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
    const css = [...cssOf(manifest, files)].reduce((sum, file) => sum + gzipSize(file), 0);
    const isHome = route.path === '/';
    homeSeen ||= isHome;
    const limit = isHome ? BUDGETS.homeJs : BUDGETS.routeJs;
    rows.push({ route: route.path, js, css, limit });
    if (js > limit) failures.push(`${route.path}: initial JavaScript ${kb(js)} is over ${kb(limit)}`);
  }
  if (!homeSeen) {
    // The home page is the shell's fallback until a route file serves "/": size the entry alone.
    const js = [...entryFiles].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
    rows.unshift({ route: '/ (entry only)', js, css: 0, limit: BUDGETS.homeJs });
    if (js > BUDGETS.homeJs) failures.push(`/: initial JavaScript ${kb(js)} is over ${kb(BUDGETS.homeJs)}`);
  }

  const allCss = Object.values(manifest)
    .flatMap((chunk) => chunk.css ?? [])
    .filter((file, index, list) => list.indexOf(file) === index);
  const totalCss = allCss.reduce((sum, file) => sum + gzipSize(file), 0);
  if (totalCss > BUDGETS.css) failures.push(`CSS ${kb(totalCss)} is over ${kb(BUDGETS.css)}`);

  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(`${'route'.padEnd(width)}  ${'JS gzip'.padStart(9)}  ${'budget'.padStart(9)}  ${'CSS gzip'.padStart(9)}`);
  for (const row of rows) {
    console.log(
      `${row.route.padEnd(width)}  ${kb(row.js).padStart(9)}  ${kb(row.limit).padStart(9)}  ${kb(row.css).padStart(9)}`,
    );
  }
  console.log(`all CSS (${allCss.length} files): ${kb(totalCss)} of ${kb(BUDGETS.css)}`);
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${rows.length} routes within budget`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

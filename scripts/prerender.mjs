// Renders every public page of the built site in both languages (apps/site/src/entry-prerender.tsx, built with
// `vite build --ssr`) into apps/site/dist/prerender/<lang>/<path>/index.html, from the built index.html: the
// server answers a public address with its page in the visitor's language; other addresses get dist/index.html.
// SITE_URL is the site's public address, for the canonical and alternate URLs (search engines need absolute ones;
// the sitemap uses the same, routes/publicPaths.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { createPageFonts } from './page-fonts.mjs';

// React's production build, as in the browser (the development one renders the same markup, slower).
process.env.NODE_ENV ??= 'production';
// Imported after that line: React reads NODE_ENV when it loads, and react-router loads it.
const { matchRoutes } = await import('react-router');

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'apps/site');
const dist = path.join(site, 'dist');
const locales = ['zh', 'en'];

/*
 * The site's routes and the page modules each loads, read from the route files with the TypeScript parser (the route
 * arrays import React code, which this script does not run): `src/routes/index.tsx`'s `siteRouteGroups` names each
 * route file's array; a route is an object (`path` / `index`, the modules its `lazy` imports, `children`), a call of a
 * helper whose first argument is the path, or a spread array. A route carries its parents' modules.
 */
const ROUTE_GROUPS_FILE = 'src/routes/index.tsx';

function joinPath(parent, child) {
  if (child.startsWith('/')) return child;
  return `${parent.endsWith('/') ? parent : `${parent}/`}${child}`;
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
      const full = index || routePath === null ? parent.path : joinPath(parent.path, routePath);
      const route = { path: full, modules: [...parent.modules, ...modules] };
      if (modules.length > 0 && (routePath !== null || index)) routes.push(route);
      if (children) routes.push(...routesIn(children, constants, route));
    } else if (ts.isCallExpression(element)) {
      const first = element.arguments[0];
      const modules = importsIn(element, constants);
      if (first && ts.isStringLiteralLike(first) && modules.length > 0)
        routes.push({ path: joinPath(parent.path, first.text), modules: [...parent.modules, ...modules] });
    } else if (ts.isSpreadElement(element) && ts.isArrayLiteralExpression(element.expression)) {
      routes.push(...routesIn(element.expression, constants, parent));
    }
  }
  return routes;
}

const parse = (fileName) =>
  ts.createSourceFile(
    fileName,
    fs.readFileSync(path.join(site, fileName), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );

/** The routes of one array of a route file, with their modules as paths relative to apps/site (manifest keys). */
function routesOfFile(fileName, arrayName) {
  const constants = new Map();
  let array = null;
  for (const statement of parse(fileName).statements) {
    // A helper that builds routes is followed like a constant to the imports in its body.
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      constants.set(statement.name.text, statement.body);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      constants.set(declaration.name.text, declaration.initializer);
      let initializer = declaration.initializer;
      while (ts.isAsExpression(initializer) || ts.isSatisfiesExpression(initializer))
        initializer = initializer.expression;
      if (declaration.name.text === arrayName && ts.isArrayLiteralExpression(initializer)) array = initializer;
    }
  }
  if (!array) throw new Error(`prerender: ${fileName} has no route array ${arrayName}`);
  const directory = path.posix.dirname(fileName);
  return routesIn(array, constants).map((route) => ({
    path: route.path,
    modules: route.modules.map((specifier) => path.posix.normalize(path.posix.join(directory, specifier))),
  }));
}

/** Every route of the site: each group of `siteRouteGroups` is an array imported from a route file. */
function siteRoutes() {
  const importedFrom = new Map();
  let groups = null;
  for (const statement of parse(ROUTE_GROUPS_FILE).statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          importedFrom.set(
            element.name.text,
            path.posix.normalize(
              path.posix.join(path.posix.dirname(ROUTE_GROUPS_FILE), statement.moduleSpecifier.text),
            ),
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
  if (!groups) throw new Error(`prerender: ${ROUTE_GROUPS_FILE} has no siteRouteGroups array`);
  return groups.elements.flatMap((element) => {
    const routes =
      ts.isObjectLiteralExpression(element) &&
      element.properties.find(
        (property) =>
          ts.isPropertyAssignment(property) &&
          property.name.getText() === 'routes' &&
          ts.isIdentifier(property.initializer),
      );
    const name = routes ? routes.initializer.text : null;
    const file = name && importedFrom.get(name);
    if (!file) throw new Error(`prerender: a siteRouteGroups entry is not { routes: <imported array> }`);
    return routesOfFile(file, name);
  });
}

/** Manifest keys of a chunk and its static imports, transitively. */
function staticKeys(manifest, key, into = new Set()) {
  if (!manifest[key] || into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticKeys(manifest, imported, into);
  return into;
}

const built = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
for (const marker of [
  '<html lang="zh-CN">',
  '<title>',
  '<div id="root"></div>',
  'rel="preload" as="font"',
  '<script type="module" crossorigin',
]) {
  if (!built.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
}
// A prerendered page preloads its own cut of Inter (scripts/page-fonts.mjs) instead of the full faces. Its entry script
// is `async`: it runs as soon as it arrives, beside the style sheets, not after them and before the page's first
// frame (main.tsx waits for the parsed document and that frame).
const template = built
  .replace(/\n\s*<link rel="preload" as="font"[^>]*>/g, '')
  .replace('<script type="module" crossorigin', '<script type="module" async crossorigin');

const entry = await import(pathToFileURL(path.join(site, 'dist-prerender/entry-prerender.js')).href);
const origin = entry.siteOrigin(process.env);

// Inline style attributes become rules of one hashed style sheet (prerender/pageStyles.ts says why).
const inlineStyles = entry.createInlineStyleMover();

/*
 * A page's own style sheets come with its route's chunk: without them in the HTML the prerendered page would first
 * show unstyled and then jump into shape. Each page links the style sheets of its route's modules. Their scripts are
 * not preloaded: the page is drawn without them, and fetched and compiled beside the page's style sheets and fonts
 * they put off its first paint (on a two-core machine, the sign-in page's 53 chunks doubled it). main.tsx asks for
 * them once the page has been drawn, all at once (Vite's preload list of the route's chunk).
 */
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const inEntry = staticKeys(manifest, entryKey);
const routes = siteRoutes();
const routeConfig = routes.map((route, index) => ({ path: route.path, id: String(index) }));
function pageLinks(address) {
  const match = matchRoutes(routeConfig, address)?.at(-1);
  if (!match) throw new Error(`prerender: no route for ${address}`);
  const keys = new Set();
  for (const module of routes[Number(match.route.id)].modules) {
    if (!manifest[module]) throw new Error(`prerender: ${module} (${address}) is not in the build manifest`);
    staticKeys(manifest, module, keys);
  }
  const own = [...keys].filter((key) => !inEntry.has(key));
  const css = [...new Set(own.flatMap((key) => manifest[key].css ?? []))];
  return { css, tags: css.map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`).join('') };
}
// Each page also links every style sheet of the build that defines a class its markup uses (`sheetsUsed`): the
// parts it renders in place through React.lazy (the shell's header, the case list's filters) are not among its
// route's modules.
const sheetClasses = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].map((file) => [
  file,
  entry.classesOfSheet(fs.readFileSync(path.join(dist, file), 'utf8')),
]);

/** The style sheets every page has (the entry's, in the template). */
const templateCss = entry.linkedSheets(template);
const pageFonts = await createPageFonts(dist);

const started = Date.now();
const rendered = [];
for (const locale of locales) {
  for (const address of entry.PUBLIC_PATHS) {
    const page = await entry.prerender(address, locale, origin);
    rendered.push({ locale, address, page, body: inlineStyles.move(page.body) });
  }
}
if (inlineStyles.dropped.length > 0) {
  throw new Error(`prerender: unexpected inline styles ${inlineStyles.dropped.join(' | ')}`);
}

const css = inlineStyles.rules();
const cssFile = `assets/${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
if (inlineStyles.size > 0) fs.writeFileSync(path.join(dist, cssFile), `${css}\n`);

for (const { locale, address, page, body } of rendered) {
  const styled = body.includes('data-prerender-style=');
  const styleLink = styled ? `  <link rel="stylesheet" crossorigin href="/${cssFile}">\n  ` : '';
  const links = pageLinks(address);
  const parts = entry.sheetsUsed(body, sheetClasses, [...templateCss, ...links.css]);
  const partLinks = parts.map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
  const fontLinks = await pageFonts.linksFor(
    body,
    [...templateCss, ...links.css, ...parts, ...(styled ? [cssFile] : [])],
    page.lateText,
  );
  const html = template
    // data-prerendered tells the browser which language the markup is in (main.tsx hydrates only in that one).
    .replace('<html lang="zh-CN">', `<html lang="${page.htmlLang}" data-prerendered="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, () => page.head)
    .replace('</head>', () => `${`${links.tags}${partLinks}`.trimStart()}${fontLinks}${styleLink}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const file = path.join(dist, 'prerender', locale, address === '/' ? '' : address, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}
console.log(
  `prerendered ${rendered.length} pages (${entry.PUBLIC_PATHS.length} addresses × ${locales.length} languages) in ${Date.now() - started} ms; ${inlineStyles.size} inline styles moved to ${cssFile}`,
);

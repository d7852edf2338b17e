// Renders every public page of the built site in both languages (apps/site/src/entry-prerender.tsx, built with
// `vite build --ssr`) into apps/site/dist/prerender/<lang>/<path>/index.html, from the built index.html: the
// server answers a public address with its page in the visitor's language; other addresses get dist/index.html.
// SITE_URL is the site's public address, for the canonical and alternate URLs (search engines need absolute ones;
// the sitemap uses the same, routes/publicPaths.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteRoutes, staticKeys } from './budgets.mjs';
import { createPageFonts } from './page-fonts.mjs';

// React's production build, as in the browser (the development one renders the same markup, slower).
process.env.NODE_ENV ??= 'production';
// Imported after that line: React reads NODE_ENV when it loads, and react-router loads it.
const { matchRoutes } = await import('react-router');

const root = path.resolve(import.meta.dirname, '..');
const site = path.join(root, 'apps/site');
const dist = path.join(site, 'dist');
const locales = ['zh', 'en'];

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
// The server draws some account screens for a session when they are opened (apps/server/src/signedInPages.ts): it
// links the style sheets their markup's classes need from this list.
fs.writeFileSync(path.join(site, 'dist-prerender/sheet-classes.json'), JSON.stringify(sheetClasses));

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

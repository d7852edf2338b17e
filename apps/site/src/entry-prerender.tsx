/**
 * The build's server entry (`vite build --ssr`, run by scripts/prerender.mjs): renders a public address in a
 * language to HTML, with the same tree the browser hydrates (main.tsx), and the head that page needs. The build puts
 * the markup into a page with the style functions of prerender/pageStyles.ts, exported here.
 */
import { I18nProvider } from '@lingui/react';
import { activateLocale, brandTitle, i18n, type Locale } from '@kankan/i18n';
import { messageUsLabel } from '@kankan/ui';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { createSite, type Site } from './app/createSite.ts';
import { canonicalPath, pageMeta } from './prerender/pageMeta.ts';
import { classesOfSheet, createInlineStyleMover, linkedSheets, sheetsUsed } from './prerender/pageStyles.ts';
import { PUBLIC_PATHS, siteOrigin } from './routes/publicPaths.ts';
import { memoryStorage } from './session/sessionStore.ts';

export { PUBLIC_PATHS, siteOrigin };
export { classesOfSheet, createInlineStyleMover, linkedSheets, sheetsUsed };

export interface PrerenderedPage {
  /** The markup of `#root`. */
  body: string;
  /** Tags for the head: title, description, canonical URL, language alternates, Open Graph. */
  head: string;
  /** The value of `<html lang>`. */
  htmlLang: string;
  /**
   * Text the page shows once it is live that its markup lacks (the floating message button, RootLayout, loads once
   * the page has loaded): its characters go into the page's cuts of the faces too (scripts/page-fonts.mjs).
   */
  lateText: string;
}

/** RootLayout's parts drawn only once the page is live, by their labels. */
const LATE_LABELS = [messageUsLabel];

const htmlLangs: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };
const ogLocales: Record<Locale, string> = { zh: 'zh_CN', en: 'en_US' };

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** A `<meta>` or `<link>` of the head: its name and attributes. */
type HeadTag = ['meta' | 'link', Record<string, string>];

function serializeTag([name, attributes]: HeadTag): string {
  const pairs = Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(value)}"`);
  return `<${name} ${pairs.join(' ')} />`;
}

/** The address of a page in a language: `?lang=` is how the spec passes a language in the query string. */
function addressIn(origin: string, path: string, locale: Locale): string {
  return `${origin}${path}?lang=${locale}`;
}

async function renderBody(path: string, site: Site): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StaticRouter location={path}>
          <App site={site} />
        </StaticRouter>
      </I18nProvider>
    </StrictMode>,
    {
      // A page that waits for something that never comes (a call to a server the build does not have) fails the
      // build rather than hanging it.
      signal: AbortSignal.timeout(20_000),
      // The page is one document sent whole: every Suspense boundary goes in place. React would otherwise move a
      // large one to the end with an inline script to put it back, which the site's CSP (script-src 'self') blocks,
      // leaving its fallback on screen.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        // A page that fails to render must fail the build, not ship its error screen.
        throw error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Renders `path` (one of PUBLIC_PATHS) in `locale`; `origin` is the site's public address for absolute URLs. */
export async function prerender(path: string, locale: Locale, origin: string): Promise<PrerenderedPage> {
  await activateLocale(locale);
  const meta = pageMeta[path];
  if (!meta) throw new Error(`No head for ${path}: add it to pageMeta.ts`);
  const brand = brandTitle(locale);
  const title = path === '/' ? `${brand} - ${i18n._(meta.title)}` : `${i18n._(meta.title)} - ${brand}`;
  const description = i18n._(meta.description);
  const main = canonicalPath[path] ?? path;
  const canonical = addressIn(origin, main, locale);
  const other: Locale = locale === 'zh' ? 'en' : 'zh';

  // A visitor without a session: no token, nothing saved. The site is the browser's, minus the browser.
  const site = createSite({ storage: memoryStorage(), setCookie: () => undefined, notify: () => undefined });
  const body = await renderBody(path, site);
  const tags: HeadTag[] = [
    ['meta', { name: 'description', content: description }],
    ['link', { rel: 'canonical', href: canonical }],
    ['link', { rel: 'alternate', hreflang: 'zh-CN', href: addressIn(origin, main, 'zh') }],
    ['link', { rel: 'alternate', hreflang: 'en', href: addressIn(origin, main, 'en') }],
    // Spec 1: any browser language but Chinese gets English.
    ['link', { rel: 'alternate', hreflang: 'x-default', href: addressIn(origin, main, 'en') }],
    ['meta', { property: 'og:type', content: 'website' }],
    ['meta', { property: 'og:site_name', content: brand }],
    ['meta', { property: 'og:title', content: title }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { property: 'og:url', content: canonical }],
    ['meta', { property: 'og:locale', content: ogLocales[locale] }],
    ['meta', { property: 'og:locale:alternate', content: ogLocales[other] }],
  ];
  const head = [`<title>${escapeHtml(title)}</title>`, ...tags.map(serializeTag)].join('\n    ');
  return { body, head, htmlLang: htmlLangs[locale], lateText: LATE_LABELS.map((label) => i18n._(label)).join(' ') };
}

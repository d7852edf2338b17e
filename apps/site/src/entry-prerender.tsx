/**
 * The build's server entry (`vite build --ssr`, run by scripts/prerender.mjs): renders a public address in a
 * language to HTML, with the same tree the browser hydrates (main.tsx), and the head that page needs; and, for the
 * server (apps/server/src/signedInPages.ts), an account screen for a session. Both put the markup into a page with
 * the style functions of prerender/pageStyles.ts, exported here.
 */
import { I18nProvider } from '@lingui/react';
import { activateLocale, brandTitle, i18n, loadCatalogue, type Locale } from '@kankan/i18n';
import { messageUsLabel } from '@kankan/ui';
import { apiPrefetch, prefetchPost, type FetchFunction } from '@kankan/api';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { createSite, type Site } from './app/createSite.ts';
import { loadScreenParts } from './app/screenPart.tsx';
import { prefetchStartPage } from './app/startData.ts';
import { preloadPage } from './routes/index.tsx';
import { canonicalPath, pageMeta } from './prerender/pageMeta.ts';
import { classesOfSheet, createInlineStyleMover, linkedSheets, sheetsUsed } from './prerender/pageStyles.ts';
import { PUBLIC_PATHS, siteOrigin } from './routes/publicPaths.ts';
import { memoryStorage, type SessionInfo } from './session/sessionStore.ts';

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

/** RootLayout's parts drawn only once the page is live, by their labels (from the message panel's catalogue). */
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
  await Promise.all([loadCatalogue('pageMeta'), loadCatalogue('CustomerMessage')]);
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

/**
 * Account screens the server draws for a signed-in account login when their address is opened (apps/server's
 * site.ts): the first page of scenes is then on screen with the HTML, before the screen's code has loaded.
 */
export const SIGNED_IN_PATHS: readonly string[] = ['/manage/scene'];

export interface SignedInRequest {
  pathname: string;
  /** The address's query string, with its `?` (the screen's state: tab, folder, view, page, search). */
  search: string;
  locale: Locale;
  /** The session's token, from the cookie the site writes beside its saved token. */
  token: string;
  /** Answers the site's API calls (the server hands its own routes, without a network round trip). */
  fetch: FetchFunction;
}

export interface SignedInPage {
  /** The markup of `#root`. */
  body: string;
  /** The answers the page was drawn with, for the browser's query cache before it hydrates (main.tsx). */
  state: DehydratedState;
  htmlLang: string;
  title: string;
}

/**
 * Loads what rendering SIGNED_IN_PATHS needs besides a session's answers (their routes' code and parts, their
 * catalogues in both languages), so the first person to open one after the server starts does not wait for it.
 */
export async function prepareSignedIn(): Promise<void> {
  for (const locale of ['zh', 'en'] as const) {
    await activateLocale(locale);
    await Promise.all(SIGNED_IN_PATHS.map((path) => preloadPage(path)));
  }
  await loadScreenParts();
}

/** Resolves once no query of the cache is fetching. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(check);
    check();
  });
}

/**
 * Renders an account screen (one of SIGNED_IN_PATHS) as the browser would draw it for the session of `token`: its
 * route's data asked for first (the same prefetch the browser starts with), then the tree, with the answers it was
 * drawn with. `null` when the session has no profile (an ended session) or a call failed: the browser then draws
 * the page itself.
 * One render at a time: the language is the catalogue's, which is global.
 */
export async function renderSignedIn({
  pathname,
  search,
  locale,
  token,
  fetch,
}: SignedInRequest): Promise<SignedInPage | null> {
  await activateLocale(locale);
  const site = createSite({
    storage: memoryStorage(),
    setCookie: () => undefined,
    notify: () => undefined,
    // Any origin: `fetch` answers from the server's own routes by path.
    baseUrl: 'http://localhost/api',
    fetch,
  });
  site.session.logIn(token);
  const api = apiPrefetch(site.client, site.queryClient);
  // The profile first: the header shows it (the browser takes it into its saved session before hydrating).
  await prefetchPost(api, '/user/getUserInfo');
  const info = site.queryClient.getQueryData<SessionInfo>(['post', '/user/getUserInfo']);
  if (!info) return null;
  site.session.setInfo(info);
  await Promise.all([prefetchStartPage(site, { pathname, search }), preloadPage(pathname)]);
  // The screen's parts are drawn in place, not as their skeletons (the browser loads them before it hydrates).
  await loadScreenParts();
  await settled(site.queryClient);
  // A failed call is shown, and asked for again, by the browser: the cache it would start with has no answer for it.
  if (site.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
    return null;
  }
  const body = await renderBody(`${pathname}${search}`, site);
  return { body, state: dehydrate(site.queryClient), htmlLang: htmlLangs[locale], title: brandTitle(locale) };
}

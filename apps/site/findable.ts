/**
 * What search engines and browsers look for beside the pages, written at build time from the site's own data:
 * robots.txt, sitemap.xml (every public page in both languages, each with its alternates) and site.webmanifest, and
 * the manuals of the downloads page (manuals.ts).
 */
// By path, not by package name: Vite loads its config's packages with Node, which does not run TypeScript.
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { brandName } from '../../packages/domain/src/brand.ts';
// eslint-disable-next-line kankan/package-boundaries -- a build-time file, bundled by Vite's config loader
import { palette } from '../../packages/ui/src/tokens/values.ts';
import type { Plugin } from 'vite';
import { MANUALS, manualPdf } from './manuals.ts';
import { DISALLOWED_PATHS, PAGE_LOCALES, PUBLIC_PATHS, siteOrigin } from './src/routes/publicPaths.ts';

/** The brand mark's colour (the accent) and the page background, from the tokens. */
const ACCENT = palette.blue600;
const BACKGROUND = palette.grey0;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Each page once per language (`?lang=`), each entry naming both languages and the default (spec 1: zh). */
export function sitemapXml(origin: string): string {
  const address = (pathname: string, locale: string) => escapeXml(`${origin}${pathname}?lang=${locale}`);
  const entries = PUBLIC_PATHS.flatMap((pathname) =>
    PAGE_LOCALES.map((locale) =>
      [
        '  <url>',
        `    <loc>${address(pathname, locale)}</loc>`,
        ...PAGE_LOCALES.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${address(pathname, other)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${pathname}`)}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: `${brandName('zh')} ${brandName('en')}`,
      short_name: brandName('zh'),
      lang: 'zh-CN',
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: BACKGROUND,
      theme_color: ACCENT,
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'maskable' },
        { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
        { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Emits the three files and the manuals into the build (SITE_URL names the public origin; see publicPaths.ts). */
export function findable(): Plugin {
  return {
    name: 'site:findable',
    apply: 'build',
    async generateBundle() {
      const origin = siteOrigin(process.env);
      for (const manual of MANUALS) {
        this.emitFile({ type: 'asset', fileName: `downloads/${manual.file}`, source: await manualPdf(manual) });
      }
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin) });
      this.emitFile({ type: 'asset', fileName: 'site.webmanifest', source: webManifest() });
    },
  };
}

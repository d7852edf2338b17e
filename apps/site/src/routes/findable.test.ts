import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml, webManifest } from '../../findable.ts';
import { PUBLIC_PATHS } from './publicPaths.ts';

const origin = 'https://example.com';

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the account area, the API and the developer tool, and names the sitemap', () => {
    const lines = robotsTxt(origin).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /manage',
        'Disallow: /api',
        'Disallow: /dev',
        'Sitemap: https://example.com/sitemap.xml',
      ]),
    );
  });
});

describe('sitemap.xml', () => {
  const document = new DOMParser().parseFromString(sitemapXml(origin), 'application/xml');
  const urls = [...document.getElementsByTagName('url')];

  it('is well-formed and lists every public page once per language', () => {
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const locations = urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent);
    expect(locations).toHaveLength(PUBLIC_PATHS.length * 2);
    expect(new Set(locations).size).toBe(locations.length);
    expect(locations).toContain('https://example.com/pricedetail?lang=en');
    expect(locations).toContain('https://example.com/cases/all?lang=zh');
  });

  it('gives each entry its zh, en and default alternates', () => {
    for (const url of urls) {
      const links = [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')];
      expect(links.map((link) => link.getAttribute('hreflang'))).toEqual(['zh', 'en', 'x-default']);
      const loc = url.getElementsByTagName('loc')[0]?.textContent ?? '';
      expect(links.map((link) => link.getAttribute('href'))).toContain(loc);
    }
  });
});

describe('site.webmanifest', () => {
  it('names the brand and offers maskable icons of 192 and 512 px', () => {
    const manifest = JSON.parse(webManifest()) as { name: string; icons: { sizes: string; purpose?: string }[] };
    expect(manifest.name).toContain('看看空间');
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  });
});

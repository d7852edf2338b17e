import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isProductId } from '../pages/marketing/catalogue.ts';
import { industryOfSlug } from '../pages/support/caseRoutes.ts';
import { isServiceId } from '../pages/support/serviceRoutes.ts';
import { siteRouteGroups } from './index.tsx';
import type { PageRoute } from './pageModule.ts';
import { DISALLOWED_PATHS, PUBLIC_PATHS, siteOrigin } from './publicPaths.ts';
import { notFoundRoutes, protectedRoutes } from './site.tsx';

function patterns(routes: readonly PageRoute[]): string[] {
  return routes.flatMap((route) => (route.index ? ['/'] : route.path ? [route.path] : []));
}

const open = siteRouteGroups
  .filter(({ routes }) => routes !== protectedRoutes && routes !== notFoundRoutes)
  .flatMap(({ routes }) => patterns(routes))
  .filter((pattern) => pattern !== '/404' && pattern !== '*');

describe('the public page list', () => {
  it('names each address once, and each is a page of the site open without signing in', () => {
    expect(new Set(PUBLIC_PATHS).size).toBe(PUBLIC_PATHS.length);
    for (const pathname of PUBLIC_PATHS) {
      const matched = open.find((pattern) => matchPath(pattern, pathname));
      expect({ pathname, matched }).toEqual({ pathname, matched: expect.any(String) });
      expect(patterns(protectedRoutes).some((pattern) => matchPath(pattern, pathname))).toBe(false);
      expect(DISALLOWED_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))).toBe(false);
    }
  });

  it('spells out every case industry, support page and shop product the pages accept', () => {
    const parameter = (prefix: string) =>
      PUBLIC_PATHS.filter((pathname) => pathname.startsWith(prefix)).map((pathname) => pathname.slice(prefix.length));
    expect(
      parameter('/cases/')
        .filter((id) => !['overview', 'app'].includes(id))
        .every((id) => industryOfSlug(id)),
    ).toBe(true);
    expect(parameter('/cases/')).toHaveLength(9);
    expect(
      parameter('/service/')
        .filter((id) => id.endsWith('/pro'))
        .map((id) => id.split('/')[0]),
    ).toSatisfy((ids: string[]) => ids.length === 4 && ids.every((id) => isServiceId(id)));
    expect(parameter('/mall/introduce/').every((id) => isProductId(id))).toBe(true);
    expect(parameter('/mall/introtow/').every((id) => isProductId(id))).toBe(true);
  });

  it('makes absolute addresses from SITE_URL, else the local server', () => {
    expect(siteOrigin({ SITE_URL: 'https://example.com/' })).toBe('https://example.com');
    expect(siteOrigin({})).toBe('http://localhost:4000');
  });
});

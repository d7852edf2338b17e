import { isSitePath, SITE_ROUTE_PATTERNS } from '@kankan/domain';
import { describe, expect, it } from 'vitest';
import { siteRouteGroups } from './index.tsx';
import type { PageRoute } from './pageModule.ts';

/** Every address pattern of the route table, children joined to their parent's path. */
function patterns(routes: readonly PageRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index
      ? parent || '/'
      : route.path?.startsWith('/')
        ? route.path
        : `${parent}/${route.path ?? ''}`;
    return [own, ...patterns(route.children ?? [], own)];
  });
}

describe('the addresses the server answers with a page', () => {
  it('are the route table’s, but for the not-found routes', () => {
    const table = new Set(
      siteRouteGroups
        .flatMap(({ routes }) => patterns(routes))
        .filter((path) => !path.endsWith('*') && path !== '/404'),
    );
    expect([...table].sort()).toEqual([...new Set(SITE_ROUTE_PATTERNS)].sort());
  });

  it('match their parameters and an optional last segment, and nothing longer', () => {
    expect(isSitePath('/cases/museum')).toBe(true);
    expect(isSitePath('/service/qa')).toBe(true);
    expect(isSitePath('/service/qa/pro/')).toBe(true);
    expect(isSitePath('/service/qa/pro/x')).toBe(false);
    expect(isSitePath('/nothing-here')).toBe(false);
    expect(isSitePath('/%E0%A4%A')).toBe(false);
  });
});

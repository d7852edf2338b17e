import { describe, expect, it, vi } from 'vitest';
import { preloadPage, type RouteGroup } from './index.tsx';
import type { PageModule } from './pageModule.ts';

const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });

describe('preloadPage', () => {
  it('loads the page the router would show, and nothing else', async () => {
    const home = vi.fn(page);
    const caseList = vi.fn(page);
    const overview = vi.fn(page);
    const area = vi.fn(page);
    const screen = vi.fn(page);
    const groups: RouteGroup[] = [
      { routes: [{ index: true, lazy: home }] },
      {
        routes: [
          { path: '/cases/:id', lazy: caseList },
          { path: '/cases/overview', lazy: overview },
        ],
      },
      {
        routes: [
          {
            path: '/manage',
            lazy: area,
            children: [{ path: 'scene', lazy: screen }],
          },
        ],
      },
    ];

    await preloadPage('/cases/overview', groups);
    // The static segment wins over the parameter, as in the router.
    expect(overview).toHaveBeenCalledOnce();
    expect(caseList).not.toHaveBeenCalled();

    await preloadPage('/manage/scene', groups);
    // A parent page and its child screen both load.
    expect(area).toHaveBeenCalledOnce();
    expect(screen).toHaveBeenCalledOnce();

    await preloadPage('/', groups);
    expect(home).toHaveBeenCalledOnce();
  });
});

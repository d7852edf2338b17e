import { describe, expect, it, vi } from 'vitest';
import { preloadPage, type RouteGroup } from './index.tsx';
import type { PageModule } from './pageModule.ts';

const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });

describe('preloadPage', () => {
  it('loads the page the router would show, with its catalogue, and nothing else', async () => {
    const home = vi.fn(page);
    const caseList = vi.fn(page);
    const overview = vi.fn(page);
    const area = vi.fn(page);
    const screen = vi.fn(page);
    const groups: RouteGroup[] = [
      { routes: [{ index: true, catalogue: 'HomePage', lazy: home }] },
      {
        routes: [
          { path: '/cases/:id', catalogue: 'CasesPage', lazy: caseList },
          { path: '/cases/overview', catalogue: 'CasesOverviewPage', lazy: overview },
        ],
      },
      {
        routes: [
          {
            path: '/manage',
            catalogue: 'AccountArea',
            lazy: area,
            children: [{ path: 'scene', catalogue: 'SceneScreen', lazy: screen }],
          },
        ],
      },
    ];
    const loadCatalogue = vi.fn(() => Promise.resolve());

    await preloadPage('/cases/overview', groups, loadCatalogue);
    // The static segment wins over the parameter, as in the router.
    expect(overview).toHaveBeenCalledOnce();
    expect(caseList).not.toHaveBeenCalled();
    expect(loadCatalogue.mock.calls).toEqual([['CasesOverviewPage']]);

    loadCatalogue.mockClear();
    await preloadPage('/manage/scene', groups, loadCatalogue);
    // A parent page and its child screen both load, each with its own catalogue.
    expect(area).toHaveBeenCalledOnce();
    expect(screen).toHaveBeenCalledOnce();
    expect(loadCatalogue.mock.calls).toEqual([['AccountArea'], ['SceneScreen']]);

    await preloadPage('/', groups, loadCatalogue);
    expect(home).toHaveBeenCalledOnce();
  });
});

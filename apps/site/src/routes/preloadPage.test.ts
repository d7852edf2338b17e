import { describe, expect, it, vi } from 'vitest';
import { preloadPage, type RouteGroup } from './index.tsx';
import type { PageModule } from './pageModule.ts';

const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });

describe('preloadPage', () => {
  it('loads the page the router would show, with its catalogues, and nothing else', async () => {
    const home = vi.fn(page);
    const caseList = vi.fn(page);
    const overview = vi.fn(page);
    const area = vi.fn(page);
    const screen = vi.fn(page);
    const groups: RouteGroup[] = [
      { routes: [{ index: true, area: 'home', lazy: home }], area: 'marketing' },
      {
        routes: [
          { path: '/cases/:id', lazy: caseList },
          { path: '/cases/overview', area: 'news', lazy: overview },
        ],
        area: 'cases',
      },
      { routes: [{ path: '/manage', lazy: area, children: [{ path: 'scene', lazy: screen }] }], area: 'account' },
    ];
    const loadArea = vi.fn(() => Promise.resolve());

    await preloadPage('/cases/overview', groups, loadArea);
    // The static segment wins over the parameter, as in the router.
    expect(overview).toHaveBeenCalledOnce();
    expect(caseList).not.toHaveBeenCalled();
    expect(loadArea.mock.calls).toEqual([['news']]);

    loadArea.mockClear();
    await preloadPage('/manage/scene', groups, loadArea);
    // A parent page and its child screen both load, each with its catalogue (inherited from the group).
    expect(area).toHaveBeenCalledOnce();
    expect(screen).toHaveBeenCalledOnce();
    expect(loadArea.mock.calls).toEqual([['account'], ['account']]);

    await preloadPage('/', groups, loadArea);
    expect(home).toHaveBeenCalledOnce();
  });
});

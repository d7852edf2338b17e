import type { FetchFunction } from '@kankan/api';
import { activateLocale } from '@kankan/i18n';
import type { ShowToastOptions } from '@kankan/ui';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteGroup } from '../routes/index.tsx';
import type { PageModule, ScreenPrefetch } from '../routes/pageModule.ts';
import { memoryStorage } from '../session/sessionStore.ts';
import { createSite } from './createSite.ts';
import { prefetchStartPage } from './startData.ts';

beforeAll(() => activateLocale('en'));

/**
 * A back end whose answers the test releases one by one: `answer(path, code)` ends the oldest call of `path` that
 * is still waiting.
 */
function heldBackEnd() {
  const waiting: { path: string; body: unknown; release: (code: number) => void }[] = [];
  const calls: { path: string; body: unknown }[] = [];
  const fetch: FetchFunction = async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ path, body });
    const code = await new Promise<number>((release) => waiting.push({ path, body, release }));
    return Response.json({ code, msg: 'test', data: { path } });
  };
  const answer = async (path: string, code = 0) => {
    await waitFor(() => expect(waiting.some((call) => call.path === path)).toBe(true));
    const index = waiting.findIndex((call) => call.path === path);
    const [call] = waiting.splice(index, 1);
    call?.release(code);
  };
  return { fetch, calls, answer };
}

function siteWith(storage: Record<string, string>) {
  const backEnd = heldBackEnd();
  const toasts: ShowToastOptions[] = [];
  const site = createSite({
    storage: memoryStorage(storage),
    baseUrl: 'https://site.test/api',
    fetch: backEnd.fetch,
    notify: (toast) => toasts.push(toast),
  });
  return { site, toasts, ...backEnd };
}

const page = (): Promise<PageModule> => Promise.resolve({ Component: () => null });

describe('prefetchStartPage', () => {
  it("asks for the scene screen's first data from the address, into the cache its hooks read", async () => {
    const { site, calls, answer } = siteWith({ token: 't' });
    const started = prefetchStartPage(site, { pathname: '/manage/scene', search: '?folder=top&page=2' });
    await started;
    await waitFor(() => expect(calls).toHaveLength(5));
    // The list, the folder tree, the capacity meter's cameras and the archiving forecast's two requests.
    expect(new Set(calls.map((call) => JSON.stringify(call)))).toEqual(
      new Set(
        [
          { path: '/user/scene/newList', body: { folderId: null, pageNum: 2, pageSize: 12 } },
          { path: '/user/folder/findListTree', body: { type: 0 } },
          { path: '/user/camera/getAll', body: {} },
          { path: '/user/scene/newList', body: { status: 3, pageSize: 10 } },
          { path: '/user/camera/expiryImpact' },
        ].map((call) => JSON.stringify(call)),
      ),
    );
    // Both lists (the screen's and the forecast's archived scenes), in whichever order they went out.
    await answer('/user/scene/newList');
    await answer('/user/scene/newList');
    const key = ['post', '/user/scene/newList', { body: { pageNum: 2, pageSize: 12, folderId: null } }];
    await waitFor(() => expect(site.queryClient.getQueryData(key)).toEqual({ path: '/user/scene/newList' }));
  });

  it("a camera login's screen asks for its own scenes only", async () => {
    const { site, calls } = siteWith({ token: 'cam', deviceLogin: 'true' });
    await prefetchStartPage(site, { pathname: '/manage/scene', search: '?tab=shared' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/device/scene/list', body: { pageNum: 1, pageSize: 12 } });
  });

  it('asks nothing without a session, or on a page without a prefetch', async () => {
    const prefetch = vi.fn<ScreenPrefetch>();
    const data = vi.fn(() => Promise.resolve({ prefetch }));
    const groups: RouteGroup[] = [
      { routes: [{ path: '/manage', lazy: page, children: [{ path: 'scene', lazy: page, data }] }] },
      { routes: [{ path: '/about', lazy: page }] },
    ];
    const visitor = siteWith({});
    await prefetchStartPage(visitor.site, { pathname: '/manage/scene', search: '' }, groups);
    expect(data).not.toHaveBeenCalled();

    const member = siteWith({ token: 't' });
    await prefetchStartPage(member.site, { pathname: '/about', search: '' }, groups);
    expect(data).not.toHaveBeenCalled();
    await prefetchStartPage(member.site, { pathname: '/manage/scene', search: '?q=x' }, groups);
    expect(data).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryClient: member.site.queryClient }), {
      search: new URLSearchParams('?q=x'),
      deviceLogin: false,
    });
    expect(member.calls).toEqual([]);
  });
});

describe('a refused token while the start-up check runs', () => {
  it('the check decides: rejected, the session is cleared without the expired-session notice', async () => {
    const { site, toasts, answer } = siteWith({ token: 'stale', lastArea: 'public' });
    const checked = site.checkTokenAtStart();
    void prefetchStartPage(site, { pathname: '/manage/scene', search: '' });
    // The prefetched list is refused first; the check answers after it.
    await answer('/user/scene/newList', 3004);
    expect(site.session.get().token).toBe('stale');
    await answer('/user/checkToken', 3004);
    await checked;
    expect(site.session.get().token).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('the check keeps the session: the refusal then ends it as any 3004 does, with its notice', async () => {
    const { site, toasts, answer } = siteWith({ token: 'odd' });
    const checked = site.checkTokenAtStart();
    void prefetchStartPage(site, { pathname: '/manage/scene', search: '' });
    await answer('/user/scene/newList', 3004);
    await answer('/user/checkToken', 0);
    await checked;
    expect(site.session.get().token).toBeNull();
    expect(toasts).toEqual([expect.objectContaining({ tone: 'caution' })]);
  });
});

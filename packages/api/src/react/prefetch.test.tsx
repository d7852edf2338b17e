import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { useAllCameras, useCameraExpiryImpact } from './cameras.ts';
import { useFolderTree } from './folders.ts';
import { apiPrefetch, prefetchPost } from './prefetch.ts';
import { ApiProvider, createApiQueryClient } from './provider.tsx';
import { useDeviceScenes, useScenes, useSearchScenes } from './scenes.ts';

function setUp() {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    calls.push({ path, body: text ? JSON.parse(text) : undefined });
    return new Response(JSON.stringify({ code: 0, msg: 'ok', data: { path } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const client = createApiClient({ baseUrl: 'https://site.test/api', getToken: () => 'tok', fetch });
  const queryClient = createApiQueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider client={client} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  return { calls, wrapper, prefetch: apiPrefetch(client, queryClient) };
}

describe('prefetchPost', () => {
  it('fills the cache the list hooks read: they show the answer without asking again', async () => {
    const { calls, wrapper, prefetch } = setUp();
    await Promise.all([
      prefetchPost(prefetch, '/user/scene/newList', { pageNum: 2, pageSize: 12, folderId: null }),
      prefetchPost(prefetch, '/user/scene/search', { searchKey: 'hall', keywordType: 1, pageNum: 1, pageSize: 12 }),
      prefetchPost(prefetch, '/device/scene/list', { pageNum: 1, pageSize: 12 }),
      prefetchPost(prefetch, '/user/folder/findListTree', { type: 0 }),
      prefetchPost(prefetch, '/user/camera/getAll', {}),
      // A call without a body: its hook's key has no init.
      prefetchPost(prefetch, '/user/camera/expiryImpact'),
    ]);
    expect(calls).toHaveLength(6);
    const { result } = renderHook(
      () => [
        // Keys are compared by value whatever the order of the body's fields.
        useScenes({ folderId: null, pageSize: 12, pageNum: 2 }),
        useSearchScenes({ keywordType: 1, searchKey: 'hall', pageNum: 1, pageSize: 12 }),
        useDeviceScenes({ pageNum: 1, pageSize: 12 }),
        useFolderTree(0),
        useAllCameras(),
        useCameraExpiryImpact(),
      ],
      { wrapper },
    );
    expect(result.current.map((query) => query.data)).toEqual([
      { path: '/user/scene/newList' },
      { path: '/user/scene/search' },
      { path: '/device/scene/list' },
      { path: '/user/folder/findListTree' },
      { path: '/user/camera/getAll' },
      { path: '/user/camera/expiryImpact' },
    ]);
    expect(calls).toHaveLength(6);
    expect(calls.find((call) => call.path === '/user/scene/newList')?.body).toEqual({
      pageNum: 2,
      pageSize: 12,
      folderId: null,
    });
    expect(calls.find((call) => call.path === '/user/camera/expiryImpact')?.body).toBeUndefined();
  });

  it('a hook that mounts while the prefetch is under way waits for it instead of asking again', async () => {
    const { calls, wrapper, prefetch } = setUp();
    void prefetchPost(prefetch, '/user/scene/newList', { pageNum: 1, pageSize: 12 });
    const { result } = renderHook(() => useScenes({ pageNum: 1, pageSize: 12 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ path: '/user/scene/newList' }));
    expect(calls).toHaveLength(1);
  });

  it('a different body is a different query', async () => {
    const { calls, wrapper, prefetch } = setUp();
    await prefetchPost(prefetch, '/user/scene/newList', { pageNum: 1, pageSize: 12 });
    const { result } = renderHook(() => useScenes({ pageNum: 2, pageSize: 12 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.body)).toEqual([
      { pageNum: 1, pageSize: 12 },
      { pageNum: 2, pageSize: 12 },
    ]);
  });
});

import { activateLocale } from '@kankan/i18n';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';
import { useCamerasWithIncrement } from './cameras.ts';
import { useAddToCart } from './cart.ts';
import { useDeleteCameraCooperation, useSaveCameraCooperation } from './collaboration.ts';
import { useNewsArticle, useNewsList } from './content.ts';
import { ApiProvider, createApiQueryClient } from './provider.tsx';
import { useLogout } from './session.ts';
import { useCart, useUserInfo } from './sessionAnswers.ts';

function envelope(code: number, data: unknown): Response {
  return new Response(JSON.stringify({ code, msg: 'm', data }), { headers: { 'Content-Type': 'application/json' } });
}

/** A fake back end: answers by path from a table of functions. */
function backEnd(routes: Record<string, (request: Request) => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    calls.push(path);
    const route = routes[path];
    if (!route) throw new TypeError(`no route for ${path}`);
    return route(request);
  });
  return { fetch, calls };
}

function wrapperFor(fetch: (request: Request) => Promise<Response>) {
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: 'https://site.test/api', getToken: () => 'tok', fetch, onSessionExpired });
  const queryClient = createApiQueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider client={client} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  return { wrapper, queryClient, onSessionExpired };
}

beforeAll(() => activateLocale('en'));

describe('area hooks', () => {
  it('a query gives the unwrapped data', async () => {
    const cart = [{ id: 1, goodsId: 4, goodsCount: 2 }];
    const { fetch } = backEnd({ '/user/cart/list': () => envelope(0, cart) });
    const { wrapper } = wrapperFor(fetch);
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(cart);
  });

  it('adding to the cart refreshes the cart list', async () => {
    let items: unknown[] = [];
    const { fetch, calls } = backEnd({
      '/user/cart/list': () => envelope(0, items),
      '/user/cart/add': () => {
        items = [{ id: 1, goodsId: 4, goodsCount: 1 }];
        return envelope(0, items);
      },
    });
    const { wrapper } = wrapperFor(fetch);
    const { result } = renderHook(() => ({ cart: useCart(), add: useAddToCart() }), { wrapper });
    await waitFor(() => expect(result.current.cart.data).toEqual([]));
    await act(() => result.current.add.mutateAsync({ body: { goodsId: 4, goodsCount: 1 } }));
    await waitFor(() => expect(result.current.cart.data).toHaveLength(1));
    expect(calls).toEqual(['/user/cart/list', '/user/cart/add', '/user/cart/list']);
  });

  it('a server code reaches the hook as an ApiError with its message', async () => {
    const { fetch } = backEnd({ '/user/getUserInfo': () => envelope(3004, null) });
    const { wrapper, onSessionExpired } = wrapperFor(fetch);
    const { result } = renderHook(() => useUserInfo(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({
      code: 3004,
      message: 'Your session has expired. Please log in again.',
    });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('a GET hook sends its path parameter', async () => {
    const article = { id: 12, title: 'Launch', date: 0, label: 'news', content: '<p>x</p>' };
    const { fetch, calls } = backEnd({ '/news/12': () => envelope(0, article) });
    const { wrapper } = wrapperFor(fetch);
    const { result } = renderHook(() => useNewsArticle(12), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(article));
    expect(calls).toEqual(['/news/12']);
  });

  it('a public read that failed is asked again on refetch, and two screens reading it share one call', async () => {
    let answers = 0;
    const { fetch, calls } = backEnd({
      '/news/list': () => {
        answers += 1;
        return answers === 1 ? envelope(5001, null) : envelope(0, { list: [], total: 0 });
      },
    });
    const { wrapper } = wrapperFor(fetch);
    const { result } = renderHook(() => ({ a: useNewsList({ pageNum: 1 }), b: useNewsList({ pageNum: 1 }) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.a.isError).toBe(true));
    expect(result.current.b.error).toBeInstanceOf(ApiError);
    expect(calls).toEqual(['/news/list']);
    await act(() => result.current.a.refetch());
    await waitFor(() => expect(result.current.b.data).toEqual({ list: [], total: 0 }));
    expect(result.current.a.isError).toBe(false);
    expect(calls).toEqual(['/news/list', '/news/list']);
  });

  it('logout sends the token it is given and drops every cached answer', async () => {
    const { fetch } = backEnd({
      '/sso/user/logout': (request) => envelope(request.headers.get('token') === 'tok-old' ? 0 : 3004, null),
    });
    const { wrapper, queryClient, onSessionExpired } = wrapperFor(fetch);
    queryClient.setQueryData(['post', '/user/getUserInfo'], { userName: 'someone' });
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync({ params: { header: { token: 'tok-old' } } }));
    expect(queryClient.getQueryData(['post', '/user/getUserInfo'])).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('adding or cancelling a camera collaborator refreshes the camera list the device screen reads', async () => {
    let collaborator: string | null = null;
    const { fetch, calls } = backEnd({
      '/user/camera/listWithIncrement': () => envelope(0, [{ id: 7, cooperationUser: collaborator }]),
      '/user/camera/saveCooperationUser': () => {
        collaborator = 'ann';
        return envelope(0, null);
      },
      '/user/camera/deleteCooperationUser': () => {
        collaborator = null;
        return envelope(0, null);
      },
    });
    const { wrapper } = wrapperFor(fetch);
    const { result } = renderHook(
      () => ({
        cameras: useCamerasWithIncrement(),
        save: useSaveCameraCooperation(),
        cancel: useDeleteCameraCooperation(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cameras.data).toEqual([{ id: 7, cooperationUser: null }]));
    await act(() => result.current.save.mutateAsync({ body: { userName: 'ann', resourceIds: '1', cameraId: 7 } }));
    await waitFor(() => expect(result.current.cameras.data).toEqual([{ id: 7, cooperationUser: 'ann' }]));
    await act(() => result.current.cancel.mutateAsync({ body: { cameraId: 7 } }));
    await waitFor(() => expect(result.current.cameras.data).toEqual([{ id: 7, cooperationUser: null }]));
    expect(calls.filter((path) => path === '/user/camera/listWithIncrement')).toHaveLength(3);
  });
});

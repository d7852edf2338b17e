import { activateLocale } from '@kankan/i18n';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../client.ts';
import { ApiError } from '../errors.ts';
import { useCases, useNewsArticle, useNewsList } from './content.ts';
import { ApiClientProvider, PUBLIC_READ_FRESH_MS, type ApiClientSource } from './publicRead.ts';

function envelope(code: number, data: unknown): Response {
  return Response.json({ code, msg: 'm', data });
}

/** A fake back end answering by path; `calls` lists the paths asked, `answers` can be changed between calls. */
function backEnd(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    calls.push(path);
    const answer = answers[path];
    if (!answer) throw new TypeError(`no route for ${path}`);
    return answer();
  });
  const client = createApiClient({ baseUrl: 'https://site.test/api', getToken: () => null, fetch });
  return { client, calls };
}

/** A provider whose client arrives asynchronously, as the site's on-demand client does. */
function wrapperFor(client: ApiClient) {
  const source: ApiClientSource = () => Promise.resolve(client);
  return ({ children }: { children?: ReactNode }) => <ApiClientProvider value={source}>{children}</ApiClientProvider>;
}

beforeAll(() => activateLocale('en'));
afterEach(() => vi.useRealTimers());

describe('public reads without TanStack Query', () => {
  it('loads, then gives the unwrapped answer', async () => {
    const article = { id: 12, title: 'Launch', date: 0, label: 'news', content: '<p>x</p>' };
    const { client, calls } = backEnd({ '/news/12': () => envelope(0, article) });
    const { result } = renderHook(() => useNewsArticle(12), { wrapper: wrapperFor(client) });
    expect(result.current).toMatchObject({ isPending: true, isError: false, data: undefined });
    await waitFor(() => expect(result.current.data).toEqual(article));
    expect(result.current.isPending).toBe(false);
    expect(calls).toEqual(['/news/12']);
  });

  it('a server code is an ApiError with its catalogue message; trying again can succeed', async () => {
    let code = 5001;
    const { client, calls } = backEnd({ '/news/list': () => envelope(code, { list: [], pageInfo: { total: 0 } }) });
    const { result } = renderHook(() => useNewsList({ pageNum: 1 }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ code: 5001 });
    expect(result.current.error?.message).not.toBe('m');
    expect(calls).toHaveLength(1);

    code = 0;
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual({ list: [], pageInfo: { total: 0 } }));
    expect(result.current.isError).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it('screens reading the same filters share one call; other filters are another read', async () => {
    const { client, calls } = backEnd({ '/case/list': () => envelope(0, { list: [], pageInfo: { total: 0 } }) });
    function Both() {
      const [sort, setSort] = useState<1 | 2 | 3>(1);
      const first = useCases({ sort: 1, pageNum: 1 });
      const second = useCases({ sort, pageNum: 1 });
      return (
        <button type="button" onClick={() => setSort(2)}>
          {first.data && second.data ? 'both loaded' : 'loading'}
        </button>
      );
    }
    const Wrapper = wrapperFor(client);
    render(
      <Wrapper>
        <Both />
      </Wrapper>,
    );
    await screen.findByText('both loaded');
    expect(calls).toEqual(['/case/list']);
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('loading')).toBeTruthy();
    await screen.findByText('both loaded');
    expect(calls).toEqual(['/case/list', '/case/list']);
  });

  it('coming back shows the answer at once, asking again only once it is older than the fresh time', async () => {
    const { client, calls } = backEnd({ '/news/3': () => envelope(0, { id: 3 }) });
    const wrapper = wrapperFor(client);
    const first = renderHook(() => useNewsArticle(3), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ id: 3 }));
    first.unmount();

    const again = renderHook(() => useNewsArticle(3), { wrapper });
    expect(again.result.current.data).toEqual({ id: 3 });
    again.unmount();
    expect(calls).toEqual(['/news/3']);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + PUBLIC_READ_FRESH_MS + 1);
    const later = renderHook(() => useNewsArticle(3), { wrapper });
    expect(later.result.current.data).toEqual({ id: 3 });
    await waitFor(() => expect(calls).toEqual(['/news/3', '/news/3']));
    vi.restoreAllMocks();
  });

  it('a held read asks nothing', async () => {
    const { client, calls } = backEnd({});
    const { result } = renderHook(() => useNewsArticle(1, { enabled: false }), { wrapper: wrapperFor(client) });
    await act(() => Promise.resolve());
    expect(result.current).toMatchObject({ isPending: true, isError: false });
    expect(calls).toEqual([]);
  });

  it('without a provider it says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNewsArticle(1))).toThrow(/ApiClientProvider/);
    vi.restoreAllMocks();
  });
});

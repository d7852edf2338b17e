import { activateLocale } from '@kankan/i18n';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { useOrderStatusPolling, type OrderStatusPollingOptions } from './payment.ts';
import { ApiProvider, createApiQueryClient } from './provider.tsx';

const paidOrder = { orderSn: 'KK7', orderType: 2, payType: 0, paidAt: '2026-11-21T05:02:00Z' };

function envelope(code: number, data: unknown): Response {
  return new Response(JSON.stringify({ code, msg: 'm', data }), { headers: { 'Content-Type': 'application/json' } });
}

/** The server: unpaid for the first `unpaidAnswers` polls, then paid. */
function fakeServer(unpaidAnswers: number) {
  let polls = 0;
  const fetch = vi.fn(async (request: Request) => {
    polls += 1;
    expect(new URL(request.url).pathname).toBe('/api/user/order/queryOrderStatus');
    return polls <= unpaidAnswers ? envelope(0, null) : envelope(0, paidOrder);
  });
  return fetch;
}

function renderPolling(fetch: (request: Request) => Promise<Response>, initial: OrderStatusPollingOptions) {
  const onLoading = vi.fn();
  const client = createApiClient({ baseUrl: 'https://site.test/api', getToken: () => 'tok', fetch, onLoading });
  const queryClient = createApiQueryClient();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider client={client} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  const view = renderHook((props: OrderStatusPollingOptions) => useOrderStatusPolling(props), {
    wrapper,
    initialProps: initial,
  });
  return { ...view, onLoading };
}

const base: OrderStatusPollingOptions = { orderSn: 'KK7', orderType: 2, payType: 0, enabled: true };

beforeAll(() => activateLocale('en'));
beforeEach(() => {
  // setImmediate stays real: reading a Response body completes on real I/O turns, which `elapse` lets run.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock on, then lets pending answers be read and rendered. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe('useOrderStatusPolling', () => {
  it('asks every 5 seconds and stops once the order is paid', async () => {
    const fetch = fakeServer(2);
    const onPaid = vi.fn();
    const { result, onLoading } = renderPolling(fetch, { ...base, onPaid });

    await elapse(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.isPolling).toBe(true);
    await elapse(4_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await elapse(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await elapse(5_000);
    expect(fetch).toHaveBeenCalledTimes(3); // this answer says paid
    // vi.waitFor moves the fake clock on a little while the answer is read and rendered
    await vi.waitFor(() => expect(result.current.paid).toEqual(paidOrder));
    expect(result.current.isPolling).toBe(false);
    expect(onPaid).toHaveBeenCalledOnce();
    expect(onPaid).toHaveBeenCalledWith(paidOrder);

    await elapse(30_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onPaid).toHaveBeenCalledOnce();
    // polling does not drive the loading indicator
    expect(onLoading).not.toHaveBeenCalled();
  });

  it('keeps polling through an error answer', async () => {
    let polls = 0;
    const fetch = vi.fn(async () => {
      polls += 1;
      return polls === 1 ? envelope(8001, null) : envelope(0, polls === 3 ? paidOrder : null);
    });
    const { result } = renderPolling(fetch, base);
    await elapse(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The error is worded once the client's message table has loaded: real I/O, which the fake clock does not wait for.
    await vi.waitFor(() => expect(result.current.error).not.toBeNull());
    await elapse(10_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.waitFor(() => expect(result.current.paid).toEqual(paidOrder));
    await elapse(20_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops when disabled (the dialog closes)', async () => {
    const fetch = fakeServer(100);
    const { rerender } = renderPolling(fetch, base);
    await elapse(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    rerender({ ...base, enabled: false });
    await elapse(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops on unmount', async () => {
    const fetch = fakeServer(100);
    const { unmount } = renderPolling(fetch, base);
    await elapse(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    unmount();
    await elapse(30_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never polls the international provider', async () => {
    const fetch = fakeServer(100);
    const { result } = renderPolling(fetch, { ...base, payType: 2 });
    await elapse(30_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.isPolling).toBe(false);
  });

  it('does not poll before there is an order', async () => {
    const fetch = fakeServer(100);
    const { rerender } = renderPolling(fetch, { ...base, orderSn: null });
    await elapse(10_000);
    expect(fetch).not.toHaveBeenCalled();
    rerender(base);
    await elapse(0);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { activateLocale, CLIENT_FAILURE_CODE, messageForCode } from '@kankan/i18n';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createApiClient, SESSION_FREE_PATHS, type ApiClientOptions } from './client.ts';
import { ApiError } from './errors.ts';
import { refusedSerial } from './isApiError.ts';

type Answer = Response | ((request: Request, init?: RequestInit) => Promise<Response>);

function envelope(code: number, data: unknown = null, msg = code === 0 ? 'success' : 'server says no'): Response {
  return new Response(JSON.stringify({ code, msg, data }), { headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records each request and answers from a queue (the last answer repeats). */
function fakeFetch(...answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request, init?: RequestInit) => {
    requests.push(request);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === undefined) throw new Error('no answer queued');
    return typeof answer === 'function' ? answer(request, init) : answer.clone();
  });
  return { fetch, requests };
}

function setUp(fetch: ApiClientOptions['fetch'], options: Partial<ApiClientOptions> = {}) {
  const onSessionExpired = vi.fn();
  const onLoading = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://site.test/api',
    getToken: () => 'tok-123',
    getLocale: () => 'en',
    onSessionExpired,
    onLoading,
    fetch,
    ...options,
  });
  return { client, onSessionExpired, onLoading };
}

const login = { body: { phoneNum: '13800000000', password: 'Secret123', areaNum: '86' } };

beforeAll(() => activateLocale('en'));
afterEach(() => {
  vi.useRealTimers();
});

describe('token header', () => {
  it('is sent on ordinary calls', async () => {
    const { fetch, requests } = fakeFetch(envelope(0, []));
    const { client } = setUp(fetch);
    await call(client, 'post', '/user/cart/list');
    expect(requests[0]?.headers.get('token')).toBe('tok-123');
    expect(requests[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('is not added on the session-free calls', async () => {
    const { fetch, requests } = fakeFetch(envelope(0));
    const { client } = setUp(fetch);
    await call(client, 'post', '/sso/user/logout', { params: { header: { token: '' } } });
    await call(client, 'post', '/user/order/queryOrderStatus', {
      body: { orderSn: 'KK1', orderType: 1, payType: 0 },
    });
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.headers.get('token') ?? '').toBe('');
  });

  it('is left off when there is no session', async () => {
    const { fetch, requests } = fakeFetch(envelope(0, []));
    const { client } = setUp(fetch, { getToken: () => null });
    await call(client, 'post', '/user/cart/list');
    expect(requests[0]?.headers.has('token')).toBe(false);
  });

  it('skip list matches the operations marked x-skip-session in the contract', () => {
    const yaml = fs.readFileSync(path.resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8');
    const marked: string[] = [];
    let current = '';
    for (const line of yaml.split('\n')) {
      const pathLine = /^ {2}(\/\S*):\s*$/.exec(line);
      if (pathLine?.[1]) current = pathLine[1];
      if (/^\s+x-skip-session:\s*true/.test(line)) marked.push(current);
    }
    expect([...SESSION_FREE_PATHS].sort()).toEqual(marked.sort());
  });
});

describe('rnd parameter', () => {
  it('is added to every GET, fresh each time', async () => {
    const article = { id: 7, title: 'T', date: 0, label: 'news', content: '<p>x</p>' };
    const { fetch, requests } = fakeFetch(envelope(0, article));
    const { client } = setUp(fetch);
    await call(client, 'get', '/news/{id}', { params: { path: { id: 7 } } });
    await call(client, 'get', '/news/{id}', { params: { path: { id: 7 } } });
    const [first, second] = requests.map((r) => new URL(r.url));
    expect(first?.pathname).toBe('/api/news/7');
    expect(first?.searchParams.get('rnd')).toMatch(/^[a-z0-9]+$/);
    expect(second?.searchParams.get('rnd')).not.toBe(first?.searchParams.get('rnd'));
    expect(requests[0]?.headers.get('token')).toBe('tok-123');
  });

  it('is not added to POST calls', async () => {
    const { fetch, requests } = fakeFetch(envelope(0, { token: 't' }));
    const { client } = setUp(fetch);
    await call(client, 'post', '/sso/user/login', login);
    expect(new URL(requests[0]?.url ?? '').searchParams.has('rnd')).toBe(false);
    expect(requests[0]?.method).toBe('POST');
    expect(await requests[0]?.clone().json()).toEqual(login.body);
  });
});

describe('answers', () => {
  it('code 0 gives the data', async () => {
    const { fetch } = fakeFetch(envelope(0, { token: 'new-token' }));
    const { client } = setUp(fetch);
    await expect(call(client, 'post', '/sso/user/login', login)).resolves.toEqual({ token: 'new-token' });
    // the raw client answers with the unwrapped data as well
    const { data } = await client.POST('/sso/user/login', login);
    expect(data).toEqual({ token: 'new-token' });
  });

  it('code 0 without data gives null', async () => {
    const { fetch } = fakeFetch(new Response(JSON.stringify({ code: 0, msg: 'ok' })));
    const { client } = setUp(fetch);
    await expect(call(client, 'post', '/sso/user/logout', { params: { header: { token: 't' } } })).resolves.toBeNull();
  });

  it('another code becomes an ApiError with the catalogue message in the active language', async () => {
    const { fetch } = fakeFetch(envelope(3014, null, 'wrong user name or password'));
    const { client, onSessionExpired } = setUp(fetch);
    const error = await call(client, 'post', '/sso/user/login', login).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 3014,
      message: 'Incorrect user name or password.',
      serverMessage: 'wrong user name or password',
      path: '/sso/user/login',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();

    await activateLocale('zh');
    try {
      await expect(call(client, 'post', '/sso/user/login', login)).rejects.toThrow('用户名或密码错误');
    } finally {
      await activateLocale('en');
    }
  });

  it('a refusal keeps the data it names, such as the serial number of a camera binding', async () => {
    const { fetch } = fakeFetch(envelope(4010, { snCode: 'NOPE0000' }));
    const { client } = setUp(fetch);
    const failure = await call(client, 'post', '/user/camera/add', {
      body: { snCode: 'KKPRO10001,NOPE0000', cameraType: 4 },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 4010, data: { snCode: 'NOPE0000' } });
    expect(refusedSerial(failure)).toBe('NOPE0000');
    expect(refusedSerial(new Error('not an API failure'))).toBeNull();
  });

  it('an unknown code still gives a message naming it', async () => {
    const { fetch } = fakeFetch(envelope(9123));
    const { client } = setUp(fetch);
    await expect(call(client, 'post', '/user/cart/list')).rejects.toMatchObject({
      code: 9123,
      message: 'Unknown error (code 9123)',
    });
  });

  it('3004 ends the session, naming the token the call carried', async () => {
    const { fetch } = fakeFetch(envelope(3004));
    const { client, onSessionExpired } = setUp(fetch);
    await expect(call(client, 'post', '/user/getUserInfo')).rejects.toMatchObject({ code: 3004 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(onSessionExpired.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(onSessionExpired.mock.calls[0]?.[1]).toBe('tok-123');
  });

  it('3004 on a session-free call does not end the session', async () => {
    const { fetch } = fakeFetch(envelope(3004));
    const { client, onSessionExpired } = setUp(fetch);
    await expect(
      call(client, 'post', '/user/checkToken', { params: { header: { token: 'old' } } }),
    ).rejects.toMatchObject({
      code: 3004,
    });
    await expect(
      call(client, 'post', '/user/order/queryOrderStatus', { body: { orderSn: 'KK1', orderType: 2, payType: 1 } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a failed network becomes the network message', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = setUp(fetch);
    const error = await call(client, 'post', '/user/cart/list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', code: CLIENT_FAILURE_CODE.network, path: '/user/cart/list' });
    expect((error as ApiError).message).toMatch(/^Network request failed/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', /^Network request failed/],
    ['zh', /^网络请求失败/],
  ] as const)('a failed network worded by its code gives the network message in %s', async (locale, expected) => {
    await activateLocale(locale);
    try {
      const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const { client } = setUp(fetch);
      const error = await call(client, 'post', '/user/camera/add', { body: { snCode: 'A1', cameraType: 4 } }).catch(
        (e: unknown) => e,
      );
      // A screen that shows a failure by its code (the add-camera dialog) words it with the catalogue.
      expect(messageForCode((error as ApiError).code)).toMatch(expected);
    } finally {
      await activateLocale('en');
    }
  });

  it('an HTTP error or a body that is not the envelope gives the busy message, never raw text', async () => {
    const { fetch } = fakeFetch(new Response('<html>502</html>', { status: 502 }), new Response('oops'));
    const { client } = setUp(fetch);
    await expect(call(client, 'post', '/user/cart/list')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: 'The network is busy. Please try again later.',
    });
    await expect(call(client, 'post', '/user/cart/list')).rejects.toMatchObject({ kind: 'invalid' });
  });
});

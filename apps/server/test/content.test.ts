import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_SENSITIVE_WORDS } from '../src/handlers/content.ts';
import type { TestServer } from './harness.ts';
import { createAccount, expectRefused, postRaw, startServer, type Account } from './scenes-fixtures.ts';

let server: TestServer;
let visitor: Account;

beforeAll(async () => {
  server = await startServer();
  visitor = await createAccount(server.db, 'visitor');
  // The harness clock reads 2026-11-21T08:00Z: the last article is scheduled after it.
  await server.db
    .insertInto('news')
    .values([
      {
        locale: 'en',
        title: 'Pro released',
        label: 'Product',
        summary: 'Eight lenses.',
        content: '<p>The <b>Pro</b> is here.</p><script>x()</script>',
        published_at: '2026-10-01T00:00:00Z',
        cover: 'https://cdn.example.com/1.jpg',
      },
      {
        locale: 'zh',
        title: '新品发布',
        label: 'Product',
        summary: '八目相机。',
        content: '<p>新品</p>',
        published_at: '2026-10-05T00:00:00Z',
      },
      {
        locale: 'en',
        title: 'Trade fair',
        label: 'Events',
        summary: 'See us.',
        content: '<p>Hall 3</p>',
        published_at: '2026-10-03T00:00:00Z',
      },
      {
        locale: 'en',
        title: 'Not yet',
        label: 'Events',
        summary: 'Later.',
        content: '<p>Soon</p>',
        published_at: '2026-12-01T00:00:00Z',
      },
    ])
    .execute();
  const cases = [
    {
      title: 'City museum hall',
      industry_type: 1,
      camera_type: 4,
      view_count: 1520,
      recommend_rank: 1,
      created_at: '2026-03-01T08:00:00Z',
    },
    {
      title: 'Show flat 3B',
      industry_type: 2,
      camera_type: 4,
      view_count: 90,
      recommend_rank: 5,
      created_at: '2026-05-01T08:00:00Z',
    },
    {
      title: 'Corner café',
      industry_type: 4,
      camera_type: 0,
      view_count: 300,
      recommend_rank: 3,
      created_at: '2026-04-01T08:00:00Z',
    },
    {
      title: 'Loft 100% real',
      industry_type: 2,
      camera_type: 0,
      view_count: 10,
      recommend_rank: 0,
      created_at: '2026-06-01T08:00:00Z',
    },
  ];
  await server.db
    .insertInto('cases')
    .values(
      cases.map((c, i) => ({
        ...c,
        locale: 'en',
        cover: `https://cdn.example.com/case/${i}.jpg`,
        scene_url: `https://example.com/show/case-${i}`,
      })),
    )
    .execute();
});
afterAll(async () => {
  await server.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: 'GET', url, headers });
  return response.json() as { code: number; data: unknown };
};

/** The titles a list call answers for a request in the given `Accept-Language`. */
const titlesIn = async (path: string, acceptLanguage: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': acceptLanguage },
    payload: '{}',
  });
  const answer = response.json() as { code: number; data: { list: { title: string }[] } };
  expect(answer.code).toBe(0);
  return answer.data.list.map((item) => item.title);
};

describe('news', () => {
  it('returns one article by id with the HTML as stored and the date in milliseconds', async () => {
    const row = await server.db
      .selectFrom('news')
      .select('id')
      .where('title', '=', 'Pro released')
      .executeTakeFirstOrThrow();
    const answer = await get(`/api/news/${row.id}?rnd=0.123`);
    expect(answer).toMatchObject({
      code: 0,
      data: {
        id: row.id,
        title: 'Pro released',
        label: 'Product',
        date: Date.parse('2026-10-01T00:00:00Z'),
        content: '<p>The <b>Pro</b> is here.</p><script>x()</script>',
      },
    });
  });

  it('answers 3003 for a missing or unpublished article and 3002 for a bad id', async () => {
    expect((await get('/api/news/999999')).code).toBe(3003);
    const later = await server.db
      .selectFrom('news')
      .select('id')
      .where('title', '=', 'Not yet')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/news/${later.id}`)).code).toBe(3003);
    expect((await get('/api/news/abc')).code).toBe(3002);
    expect((await get('/api/news/0')).code).toBe(3002);
    expect((await get(`/api/news/1?rnd=${'x'.repeat(65)}`)).code).toBe(3002);
  });

  it('lists published articles newest first, by label, with paging', async () => {
    const all = await server.call('/news/list', {});
    expect(all.code).toBe(0);
    const page = all.data as { list: { title: string; date: number; cover: string | null }[]; pageInfo: unknown };
    expect(page.list.map((n) => n.title)).toEqual(['新品发布', 'Trade fair', 'Pro released']);
    expect(page.list[2]?.cover).toBe('https://cdn.example.com/1.jpg');
    expect(page.pageInfo).toEqual({ pageNum: 1, pageSize: 10, total: 3, pages: 1 });
    const events = await server.call('/news/list', { label: 'Events' });
    expect((events.data as { list: { title: string }[] }).list.map((n) => n.title)).toEqual(['Trade fair']);
    const second = await server.call('/news/list', { pageNum: 2, pageSize: 2 });
    expect((second.data as { list: { title: string }[] }).list.map((n) => n.title)).toEqual(['Pro released']);
  });

  it('lists the articles of the language the request asks for; an article opens by id in any', async () => {
    expect(await titlesIn('/news/list', 'zh-CN,zh;q=0.9')).toEqual(['新品发布']);
    expect(await titlesIn('/news/list', 'en')).toEqual(['Trade fair', 'Pro released']);
    expect(await titlesIn('/news/list', 'en-US,en;q=0.9,zh;q=0.5')).toEqual(['Trade fair', 'Pro released']);
    expect(await titlesIn('/news/list', 'zh;q=0.4,en;q=0.8')).toEqual(['Trade fair', 'Pro released']);
    // Neither language asked for: every language.
    expect(await titlesIn('/news/list', 'fr-FR')).toEqual(['新品发布', 'Trade fair', 'Pro released']);
    const english = await server.db
      .selectFrom('news')
      .select('id')
      .where('title', '=', 'Pro released')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/news/${english.id}`, { 'accept-language': 'zh-CN,zh;q=0.9' })).code).toBe(0);
  });
});

describe('cases', () => {
  const titles = async (body: unknown) => {
    const answer = await server.call('/case/list', body);
    expect(answer.code).toBe(0);
    return (answer.data as { list: { title: string }[] }).list.map((c) => c.title);
  };

  it('lists the cases of the language the request asks for', async () => {
    // Every case here is in English.
    expect(await titlesIn('/case/list', 'zh-CN,zh;q=0.9')).toEqual([]);
    expect(await titlesIn('/case/list', 'en')).toHaveLength(await titles({}).then((all) => all.length));
  });

  it('sorts recommended (default), newest and hot', async () => {
    expect(await titles({})).toEqual(['Show flat 3B', 'Corner café', 'City museum hall', 'Loft 100% real']);
    expect(await titles({ sort: 2 })).toEqual(['Loft 100% real', 'Show flat 3B', 'Corner café', 'City museum hall']);
    expect(await titles({ sort: 3 })).toEqual(['City museum hall', 'Corner café', 'Show flat 3B', 'Loft 100% real']);
  });

  it('filters by industry, camera type and keyword, with paging and the case fields', async () => {
    expect(await titles({ industryType: 2 })).toEqual(['Show flat 3B', 'Loft 100% real']);
    expect(await titles({ cameraType: 0, sort: 2 })).toEqual(['Loft 100% real', 'Corner café']);
    expect(await titles({ keyword: 'MUSEUM' })).toEqual(['City museum hall']);
    expect(await titles({ keyword: '0%' })).toEqual(['Loft 100% real']);
    const answer = await server.call('/case/list', { pageNum: 2, pageSize: 3 });
    expect(answer.data).toEqual({
      list: [
        {
          id: expect.any(Number) as number,
          title: 'Loft 100% real',
          industryType: 2,
          cameraType: 0,
          cover: 'https://cdn.example.com/case/3.jpg',
          sceneUrl: 'https://example.com/show/case-3',
          viewCount: 10,
          createTime: '2026-06-01T08:00:00.000Z',
        },
      ],
      pageInfo: { pageNum: 2, pageSize: 3, total: 4, pages: 2 },
    });
  });

  it('answers bad filters with 3002', async () => {
    for (const body of [
      { sort: 4 },
      { industryType: 6 },
      { cameraType: 9 },
      { keyword: 'x'.repeat(51) },
      { pageSize: 0 },
      { other: 1 },
    ]) {
      expect((await server.call('/case/list', body)).code).toBe(3002);
    }
    expect((await postRaw(server, '/case/list', '{"sort": ')).code).toBe(3002);
    expect((await server.call('/news/list', { label: 'x'.repeat(33) })).code).toBe(3002);
  });
});

const application = {
  companyName: ' Acme Imaging Ltd ',
  companyCountry: 'GB',
  region: 'London',
  address: '1 High Street',
  shopType: 2,
  lastName: 'Smith',
  firstName: 'Jane',
  phone: '+44 20 7946 0000',
  email: 'Jane@Example.com',
};

describe('distributor applications', () => {
  it('stores an application', async () => {
    const answer = await server.call('/agentAduit/save', { ...application, title: 'Director' });
    expect(answer).toEqual({ code: 0, msg: 'success', data: null });
    const rows = await server.db.selectFrom('distributor_applications').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      company_name: 'Acme Imaging Ltd',
      shop_type: 2,
      shop_address: null,
      title: 'Director',
      email: 'jane@example.com',
    });
  });

  it('answers bad input with a code and stores nothing', async () => {
    const missing: Record<string, unknown> = { ...application };
    delete missing['companyName'];
    const cases: [unknown, number][] = [
      [missing, 3001],
      [{ ...application, companyName: '   ' }, 3001],
      [{ ...application, companyName: 'x'.repeat(101) }, 3002],
      [{ ...application, shopType: 3 }, 3002],
      [{ ...application, phone: 'call me' }, 3002],
      [{ ...application, email: 'not-an-email' }, 3019],
      [{ ...application, extra: 'x' }, 3002],
      [{ ...application, shopType: '1' }, 3002],
    ];
    for (const [body, code] of cases) await expectRefused(server, () => server.call('/agentAduit/save', body), code);
    await expectRefused(server, () => postRaw(server, '/agentAduit/save', '{"companyName": "Acme"'), 3002);
  });
});

describe('customer messages', () => {
  it('stores a message with an e-mail, mobile or landline contact, with the account when logged in', async () => {
    expect(
      (await server.call('/intercomMessage/leave', { content: 'Price of 1T?', contact: 'a.b@example.com' })).code,
    ).toBe(0);
    expect(
      (await server.call('/intercomMessage/leave', { content: 'Call me', contact: '13800138000' }, visitor.token)).code,
    ).toBe(0);
    expect((await server.call('/intercomMessage/leave', { content: 'Office', contact: '010-12345678' })).code).toBe(0);
    const rows = await server.db.selectFrom('customer_messages').select(['user_id', 'contact']).orderBy('id').execute();
    expect(rows).toEqual([
      { user_id: null, contact: 'a.b@example.com' },
      { user_id: visitor.id, contact: '13800138000' },
      { user_id: null, contact: '010-12345678' },
    ]);
  });

  it('refuses a contact that is neither an e-mail nor a phone, blank content and sensitive words', async () => {
    const leave = (content: string, contact: string) => server.call('/intercomMessage/leave', { content, contact });
    await expectRefused(server, () => leave('Hello', '12345'), 3013);
    await expectRefused(server, () => leave('Hello', '+1 234'), 3013);
    await expectRefused(server, () => leave('Hello', 'me@host'), 3002);
    await expectRefused(server, () => leave('   ', 'a@example.com'), 3001);
    await expectRefused(server, () => leave(`Visit our ${TEXT_SENSITIVE_WORDS[0] ?? ''} site`, 'a@example.com'), 7002);
    await expectRefused(server, () => leave('Best CASINO deals', 'a@example.com'), 7002);
  });

  it('answers bad input with a code and stores nothing', async () => {
    const cases: [unknown, number][] = [
      [{ content: 'Hello' }, 3001],
      [{ contact: 'a@example.com' }, 3001],
      [{ content: 'x'.repeat(501), contact: 'a@example.com' }, 3002],
      [{ content: 'Hello', contact: 'a'.repeat(60) + '@example.com' }, 3002],
      [{ content: 1, contact: 'a@example.com' }, 3002],
      [{ content: 'Hello', contact: 'a@example.com', userId: 1 }, 3002],
    ];
    for (const [body, code] of cases)
      await expectRefused(server, () => server.call('/intercomMessage/leave', body), code);
    await expectRefused(server, () => postRaw(server, '/intercomMessage/leave', '{"content": "x", "contact"'), 3002);
  });
});

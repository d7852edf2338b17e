/**
 * The contract from this server's side: every operation of the sign-in, user, cart, orders, payment, invoices,
 * cameras and membership areas answers successfully at least once (the harness checks each answer against
 * openapi.yaml), and bad input to each is answered with a code while the database stays exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../src/openapi/contract.ts';
import { DEMO } from '../src/seed.ts';
import { startSeededServer, type SeededServer } from './fixtures.ts';

const MY_TAGS = ['sign-in', 'user', 'cart', 'orders', 'payment', 'invoices', 'cameras', 'membership'];
const contract = loadContract();
const tagsOf = (operationId: string): string[] => {
  for (const item of Object.values(
    contract.document['paths'] as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
  )) {
    for (const op of Object.values(item)) if (op.operationId === operationId) return op.tags ?? [];
  }
  return [];
};
const mine: ContractOperation[] = contract.operations.filter((op) =>
  tagsOf(op.operationId).some((t) => MY_TAGS.includes(t)),
);

let server: SeededServer;
let token: string;
const succeeded = new Set<string>();

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
  succeeded.add('login');
}, 180_000);
afterAll(async () => {
  await server.close();
});

async function ok(operationId: string, body?: unknown, withToken: string | undefined = token): Promise<unknown> {
  const op = mine.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`not one of this area's operations: ${operationId}`);
  const answer = await server.call(op.path, body, op.requiresToken || op.skipSession ? withToken : undefined);
  expect(answer.code, `${operationId} answered ${answer.code}`).toBe(0);
  succeeded.add(operationId);
  return answer.data;
}

function lastCode(account: string): string {
  return server.codes.find((c) => c.account === account)?.code ?? '';
}

describe('every operation of this area', () => {
  it('has a handler', () => {
    expect(mine.length).toBe(60);
    expect(server.missing.filter((id) => mine.some((op) => op.operationId === id))).toEqual([]);
  });

  it('answers successfully, in the contract, at least once', async () => {
    const cams = server.seeded.cameras;
    // sign-in
    await ok('checkUser', { phoneNum: DEMO.main.phone });
    await ok('getMsgAuthCode', { phoneNum: '13100131000', areaNum: '86' });
    await ok('register', {
      phoneNum: '13100131000',
      code: lastCode('13100131000'),
      userName: 'contract',
      password: 'Contract1',
      confirmPassword: 'Contract1',
      agreement: true,
    });
    await ok('getEmailAuthCode', { email: 'contract@kankan-space.test', country: 'CN' });
    await ok('register', {
      phoneNum: 'contract@kankan-space.test',
      code: lastCode('contract@kankan-space.test'),
      userName: 'contract2',
      password: 'Contract1',
      confirmPassword: 'Contract1',
      agreement: true,
    });
    await ok('getMsgAuthCode', { phoneNum: '13100131000' });
    await ok('quickLogin', { phoneNum: '13100131000', code: lastCode('13100131000') });
    await ok('getMsgAuthCode', { phoneNum: '13100131000' });
    await ok('resetPassword', {
      phoneNum: '13100131000',
      code: lastCode('13100131000'),
      password: 'Contract2',
      confirmPassword: 'Contract2',
    });
    await ok('sendUserInfo', { userName: 'visitor', language: 'zh' });
    const ticket = (await ok('getCameraLoginQrCode')) as { ticket: string };
    await ok('getCameraLoginQrStatus', { ticket: ticket.ticket });
    await ok('checkToken', undefined, token);
    // user
    await ok('getUserInfo');
    await ok('getReceiverList');
    await ok('insertAddress', {
      country: 'China',
      province: 'Hubei',
      city: 'Wuhan',
      detail: '2 Luoyu Road',
      receiver: 'Li Hua',
      phone: '13800138000',
    });
    const addresses = (await ok('getReceiverList')) as { id: number; city: string }[];
    const wuhan = addresses.find((a) => a.city === 'Wuhan')?.id ?? 0;
    await ok('updateAddress', {
      id: wuhan,
      country: 'China',
      province: 'Hubei',
      city: 'Wuhan',
      district: 'Hongshan',
      detail: '2 Luoyu Road',
      receiver: 'Li Hua',
      phone: '13800138000',
    });
    await ok('setDefaultAddress', { id: wuhan, isDefault: true });
    await ok('deleteAddress', { id: wuhan });
    await ok('requestAccountDeletion');
    await ok('cancelAccountDeletion');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);
    const boundary = 'contract-boundary';
    const upload = await server.app.inject({
      method: 'POST',
      url: '/api/user/uploadHead',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.json()).toMatchObject({ code: 0 });
    succeeded.add('uploadHead');
    // cart
    await ok('listCart');
    await ok('addToCart', { goodsId: 1, goodsCount: 1 });
    await ok('updateCartItem', { goodsId: 1, goodsCount: 2 });
    await ok('removeFromCart', { goodsId: 1 });
    // cameras
    await ok('getAllCameras', {});
    await ok('getCameraDeadlineNumber');
    await ok('getCameraExpiryImpact');
    await ok('listCameras', { type: 4, pageNum: 1, pageSize: 10 });
    await ok('listCamerasByChildName', { childName: '4DKKPRO_A1B2C3' });
    await ok('listCamerasWithIncrement', { type: 4 });
    const bound = (await ok('bindCamera', { snCode: 'KKLITE30001', cameraType: 0 })) as { id: number }[];
    await ok('unbindCamera', { cameraId: bound[0]?.id ?? 0 });
    // membership
    await ok('listIncrements', { pageNum: 1, pageSize: 10 });
    await ok('getIncrement', { id: server.seeded.memberships.expiring });
    await ok('bindIncrementCamera', { incrementId: server.seeded.memberships.expiring, cameraId: cams.lite });
    await ok('unbindIncrementCamera', { incrementId: server.seeded.memberships.expiring });
    // orders and payment
    await ok('listOrders', { orderType: 3, pageNum: 1 });
    await ok('listIncrementOrders', {});
    const address = addresses[0]?.id ?? 0;
    const goods = (await ok('createGoodsOrder', {
      receiverId: address,
      goods: [{ goodsId: 7, goodsCount: 1 }],
      payType: 1,
      abroad: 0,
      invoiceType: 0,
    })) as { id: number; orderSn: string };
    await ok('getOrderDetail', { orderSn: goods.orderSn });
    await ok('payByAlipay', { orderId: goods.id, orderType: 3 });
    const membership = (await ok('createIncrementOrder', { count: 1, payType: 2, abroad: 1 })) as { id: number };
    await ok('payByPaypal', { orderId: membership.id, orderType: 4 });
    const points = (await ok('createRechargeOrder', { cameraId: cams.pro, points: 600, payType: 0, abroad: 0 })) as {
      id: number;
      orderSn: string;
    };
    await ok('payByWechat', { orderId: points.id, orderType: 1 });
    await ok('queryOrderStatus', { orderSn: points.orderSn, orderType: 1, payType: 0 }, undefined);
    const unwanted = (await ok('createIncrementOrder', { count: 1, payType: 0, abroad: 0 })) as { id: number };
    await ok('cancelOrder', { orderId: unwanted.id });
    await ok('getExpansionPrice', { childName: '4DKKPRO_A1B2C3', dateType: 3 });
    const renewal = (await ok('createExpansionOrder', {
      cameraId: cams.pro,
      payType: 0,
      unit: '1T',
      unitSize: 1,
      years: 1,
      skuSn: 'SPACE-1T-3M',
      abroad: 0,
    })) as { id: number };
    const spaceId = (
      await server.db.selectFrom('cameras').select('space_id').where('id', '=', cams.pro).executeTakeFirstOrThrow()
    ).space_id;
    await ok('payByWechat', { orderId: renewal.id, orderType: 2, spaceId });
    await ok('listExpansionRecords', { pageNum: 1, pageSize: 5 });
    await ok('listChargeRecords', { type: -1 });
    // invoices
    await ok('getMyInvoice', { type: 2 });
    await ok('listInvoiceDevices');
    await ok('addInvoice', {
      type: 2,
      title: 'Contract Co',
      emailAddress: 'bills@contract.com',
      cameraId: cams.pro,
      amount: 100,
    });
    const invoices = (await ok('listInvoices', { cameraId: cams.pro })) as { list: { id: number; title: string }[] };
    const added = invoices.list.find((i) => i.title === 'Contract Co')?.id ?? 0;
    await ok('updateInvoice', {
      id: added,
      type: 2,
      title: 'Contract Ltd',
      emailAddress: 'bills@contract.com',
      cameraId: cams.pro,
      amount: 120,
    });
    await ok('updateUserName', { userName: 'demo' });
    await ok('saveInvoiceInfo', {
      type: 3,
      title: 'Contract Co',
      emailAddress: 'bills@contract.com',
      organizedAddress: '1 Keji Road',
      registerPhone: '0755-1234',
      bankName: 'Bank',
      bankAccount: '6222',
      shipName: 'Li',
      shipMobile: '13800138000',
      shipAreaPath: '广东省,深圳市,南山区',
      shipAddress: '1 Keji Road',
    });
    await ok('changePassword', { oldPassword: DEMO.password, password: 'Demo20261', confirmPassword: 'Demo20261' });
    // logout last: changePassword ended the sessions, so log in again first.
    const fresh = await server.login(DEMO.main.phone, 'Demo20261');
    await ok('logout', undefined, fresh);

    expect(mine.map((op) => op.operationId).filter((id) => !succeeded.has(id))).toEqual([]);
  }, 180_000);
});

/** A valid-looking body per operation, used to derive wrong types and over-long strings. */
const samples: Record<string, Record<string, unknown>> = {
  login: { phoneNum: DEMO.main.phone, password: DEMO.password },
  quickLogin: { phoneNum: DEMO.main.phone, code: '123456' },
  checkUser: { phoneNum: DEMO.main.phone },
  getMsgAuthCode: { phoneNum: '13800138000', areaNum: '86' },
  getEmailAuthCode: { email: 'a@b.com', country: 'CN' },
  sendUserInfo: { userName: 'v', language: 'en' },
  register: {
    phoneNum: '13000000000',
    code: '123456',
    userName: 'abc',
    password: 'Secret2026',
    confirmPassword: 'Secret2026',
    agreement: true,
  },
  resetPassword: { phoneNum: DEMO.main.phone, code: '123456', password: 'Secret2026', confirmPassword: 'Secret2026' },
  getCameraLoginQrStatus: { ticket: 'abc' },
  changePassword: { oldPassword: 'x', password: 'Secret2026', confirmPassword: 'Secret2026' },
  insertAddress: { country: 'c', province: 'p', city: 'c', detail: 'd', receiver: 'r', phone: '1' },
  updateAddress: { id: 1, country: 'c', province: 'p', city: 'c', detail: 'd', receiver: 'r', phone: '1' },
  deleteAddress: { id: 1 },
  setDefaultAddress: { id: 1, isDefault: true },
  addToCart: { goodsId: 4, goodsCount: 1 },
  updateCartItem: { goodsId: 4, goodsCount: 1 },
  removeFromCart: { goodsId: 4 },
  listOrders: { orderType: 1 },
  createGoodsOrder: { receiverId: 1, goods: [{ goodsId: 4, goodsCount: 1 }], payType: 0, abroad: 0, invoiceType: 0 },
  createIncrementOrder: { count: 1, payType: 0, abroad: 0 },
  queryOrderStatus: { orderSn: 'KK1', orderType: 1, payType: 0 },
  cancelOrder: { orderId: 1 },
  createRechargeOrder: { cameraId: 1, points: 600, payType: 0, abroad: 0 },
  getExpansionPrice: { childName: 'x', dateType: 1 },
  createExpansionOrder: { cameraId: 1, payType: 0, unit: '1T', unitSize: 1, years: 1, skuSn: 'x', abroad: 0 },
  listIncrementOrders: { pageNum: 1 },
  listExpansionRecords: { cameraId: 1 },
  listChargeRecords: { cameraId: 1, type: 1 },
  payByWechat: { orderId: 1, orderType: 1 },
  payByAlipay: { orderId: 1, orderType: 1 },
  payByPaypal: { orderId: 1, orderType: 1 },
  getMyInvoice: { type: 2 },
  addInvoice: { type: 2, title: 't', emailAddress: 'a@b.com', cameraId: 1, amount: 1 },
  updateInvoice: { id: 1, type: 2, title: 't', emailAddress: 'a@b.com', cameraId: 1, amount: 1 },
  listInvoices: { cameraId: 1 },
  getAllCameras: { type: 4 },
  listCameras: { type: 4, childName: 'x' },
  listCamerasByChildName: { childName: 'x' },
  listCamerasWithIncrement: { type: 4 },
  bindCamera: { snCode: 'A1', cameraType: 4 },
  unbindCamera: { cameraId: 1 },
  getIncrement: { id: 1 },
  listIncrements: { bound: true },
  bindIncrementCamera: { incrementId: 1, cameraId: 1 },
  unbindIncrementCamera: { incrementId: 1 },
};

describe('bad input to every operation of this area', () => {
  it('answers malformed JSON, wrong types, over-long strings, unknown fields and a missing token with a code, changing nothing', async () => {
    const badToken = await server.login(DEMO.second.phone);
    const before = await server.fingerprint();
    for (const op of mine) {
      const url = op.path;
      const malformed = await server.raw(url, '{"a": ', badToken);
      expect(malformed.code, `${op.operationId} malformed`).toBe(3002);
      expect(malformed.body).not.toMatch(/at .*\.ts|stack/i);
      const sample = samples[op.operationId];
      if (op.validateBody && sample) {
        expect((await server.raw(url, '[1,2]', badToken)).code, `${op.operationId} array`).not.toBe(0);
        expect((await server.raw(url, '"text"', badToken)).code, `${op.operationId} string`).not.toBe(0);
        expect(
          (await server.call(url, { ...sample, unexpected: 1 }, badToken)).code,
          `${op.operationId} extra`,
        ).not.toBe(0);
        for (const field of Object.keys(sample)) {
          const wrong = await server.call(url, { ...sample, [field]: { nested: true } }, badToken);
          expect(wrong.code, `${op.operationId}.${field} wrong type`).not.toBe(0);
          if (typeof sample[field] === 'string') {
            const long = await server.call(url, { ...sample, [field]: 'x'.repeat(5000) }, badToken);
            expect(long.code, `${op.operationId}.${field} too long`).not.toBe(0);
          }
        }
      }
      if (op.requiresToken) {
        const answer = await server.call(url, sample, undefined);
        expect(answer.code, `${op.operationId} without token`).toBe(3004);
        const wrongToken = await server.call(url, sample, 'not-a-session');
        expect(wrongToken.code, `${op.operationId} with a wrong token`).toBe(3004);
      }
    }
    expect(await server.fingerprint()).toEqual(before);
  }, 300_000);
});

describe('hostile input to every operation of the contract', () => {
  /** The schema at a `$ref` of openapi.yaml. */
  const resolve = (node: unknown): Record<string, unknown> => {
    let current = node as Record<string, unknown>;
    while (typeof current['$ref'] === 'string') {
      current = String(current['$ref'])
        .replace(/^#\//, '')
        .split('/')
        .reduce<Record<string, unknown>>((n, s) => n[s] as Record<string, unknown>, contract.document);
    }
    return current;
  };

  /** Every integer or number a request may carry (bodies and parameters) that has neither a maximum nor a list. */
  function unboundedNumbers(): string[] {
    const found: string[] = [];
    const seen = new Set<unknown>();
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object' || seen.has(node)) return;
      seen.add(node);
      const schema = resolve(node);
      if (schema !== node) {
        walk(schema, where);
        return;
      }
      const type = schema['type'];
      if ((type === 'integer' || type === 'number') && schema['maximum'] === undefined && !schema['enum']) {
        if (schema['const'] === undefined) found.push(where);
      }
      for (const [key, value] of Object.entries(schema)) {
        if (key === 'examples' || key === 'example') continue;
        if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}/${key}/${i}`));
        else walk(value, `${where}/${key}`);
      }
    };
    const paths = contract.document['paths'] as Record<string, Record<string, Record<string, unknown>>>;
    for (const [route, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (typeof op !== 'object' || !op['operationId']) continue;
        const body = op['requestBody'] ? resolve(op['requestBody']) : null;
        const content = (body?.['content'] ?? {}) as Record<string, { schema?: unknown }>;
        for (const [type, media] of Object.entries(content)) walk(media.schema, `${method} ${route} ${type}`);
        for (const parameter of (op['parameters'] as unknown[] | undefined) ?? []) {
          const resolved = resolve(parameter);
          walk(resolved['schema'], `${method} ${route} ${String(resolved['name'])}`);
        }
      }
    }
    return found;
  }

  it('gives every integer and number of a request a maximum, so 2^53 or 1e308 never reaches the database', () => {
    expect(unboundedNumbers()).toEqual([]);
  });

  it('answers nested, oversized and lone-surrogate bodies, long path parameters and extreme integers with the envelope, changing nothing', async () => {
    const before = await server.fingerprint();
    const deep = '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}';
    const oversized = JSON.stringify({ a: 'x'.repeat(200 * 1024) });
    const lone = '{"a":"\\ud800"}';
    const extremes = [2 ** 53, 1e308, -1e308];
    let posts = 0;
    for (const op of contract.operations) {
      if (op.method !== 'post') continue;
      posts++;
      const withToken = op.requiresToken ? token : undefined;
      for (const [label, body] of [
        ['nested', deep],
        ['oversized', oversized],
        ['lone surrogate', lone],
      ] as const) {
        const answer = await server.raw(op.path, body, withToken);
        expect(Object.keys(JSON.parse(answer.body) as object).sort(), `${op.operationId} ${label}`).toEqual([
          'code',
          'data',
          'msg',
        ]);
        expect(answer.code, `${op.operationId} ${label}`).toBe(3002);
      }
      const sample = samples[op.operationId];
      if (!sample || !op.validateBody) continue;
      for (const [field, value] of Object.entries(sample)) {
        if (typeof value === 'string') {
          const raw = JSON.stringify({ ...sample, [field]: 'LONE' }).replace('LONE', 'ab\\udc00');
          expect((await server.raw(op.path, raw, withToken)).code, `${op.operationId}.${field} lone`).toBe(3002);
        }
        if (typeof value === 'number') {
          for (const extreme of extremes) {
            expect(op.validateBody({ ...sample, [field]: extreme }), `${op.operationId}.${field} ${extreme}`).toBe(
              false,
            );
            const answer = await server.call(op.path, { ...sample, [field]: extreme }, withToken);
            expect(answer.code, `${op.operationId}.${field} ${extreme}`).not.toBe(0);
          }
        }
      }
    }
    expect(posts).toBeGreaterThan(70);

    const paramRoutes = contract.operations.filter((op) => op.path.includes('{'));
    expect(paramRoutes.length).toBeGreaterThan(0);
    for (const op of paramRoutes) {
      for (const value of ['1'.repeat(500), '%E0%A4%A', '%ED%A0%80', String(2 ** 53), '1e308', '99999999999']) {
        const url = '/api' + op.path.replace(/\{\w+\}/g, value);
        const response = await server.app.inject({ method: op.method.toUpperCase() as 'GET' | 'POST', url });
        expect(response.headers['content-type'], `${op.operationId} ${value}`).toMatch(/application\/json/);
        const answer = JSON.parse(response.body) as { code: number };
        expect(answer.code, `${op.operationId} ${value}`).toBe(3002);
      }
    }
    expect(await server.fingerprint()).toEqual(before);
  }, 300_000);
});

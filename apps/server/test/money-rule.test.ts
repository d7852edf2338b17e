/**
 * Every order the server makes is priced by the domain's money rule (`charge`): the currency, the pay types it
 * accepts and the amount follow the camera's region and the client's mode, never a figure the client sends.
 */
import { charge, COUNTRY, PAY_TYPE, type MoneyContext, type Priced } from '@kankan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededServer, type SeededServer } from './fixtures.ts';

let server: SeededServer;
let token: string;
let cams: SeededServer['seeded']['cameras'];
let receiverId: number;

beforeAll(async () => {
  server = await startSeededServer({ scenes: 10 });
  token = await server.login();
  cams = server.seeded.cameras;
  const list = (await server.call('/user/getReceiverList', undefined, token)).data as { id: number }[];
  receiverId = list[0]?.id ?? 0;
}, 180_000);
afterAll(async () => {
  await server.close();
});

interface Case {
  name: string;
  /** The camera's country (for purchases that belong to a camera) and the client's mode. */
  context: { country: 0 | 1 | null; locale: 'zh' | 'en' };
  product: Priced;
  call: (payType: number, abroad: number) => [string, Record<string, unknown>];
}

const cases = (): Case[] => {
  const contexts = [
    { country: COUNTRY.domestic, locale: 'zh' },
    { country: COUNTRY.abroad, locale: 'zh' },
    { country: COUNTRY.domestic, locale: 'en' },
  ] as const;
  const cameraOf = (country: 0 | 1 | null) => (country === COUNTRY.abroad ? cams.proAbroad : cams.pro);
  return contexts.flatMap((context): Case[] => [
    {
      name: 'points',
      context,
      product: { kind: 'points', points: 600 },
      call: (payType, abroad) => [
        '/user/order/rechargeOrder',
        { cameraId: cameraOf(context.country), points: 600, payType, abroad },
      ],
    },
    {
      name: 'storage',
      context,
      product: { kind: 'storage', plan: '1T', term: 1 },
      call: (payType, abroad) => [
        '/user/order/expansionOrder',
        {
          cameraId: cameraOf(context.country),
          unit: '1T',
          skuSn: 'SPACE-1T-1M',
          unitSize: 1,
          years: 1,
          payType,
          abroad,
        },
      ],
    },
    // A membership and shop goods belong to no camera: only the mode decides.
    ...(context.country === COUNTRY.abroad
      ? []
      : [
          {
            name: 'membership',
            context: { country: null, locale: context.locale },
            product: { kind: 'membership', count: 2 },
            call: (payType: number, abroad: number) => [
              '/user/order/createIncrementOrder',
              { count: 2, payType, abroad },
            ],
          } satisfies Case,
          {
            name: 'goods',
            context: { country: null, locale: context.locale },
            product: {
              kind: 'goods',
              lines: [
                { goods: 4, count: 1 },
                { goods: 7, count: 2 },
              ],
            },
            call: (payType: number, abroad: number) => [
              '/user/order/createGoodsOrder',
              {
                receiverId,
                goods: [
                  { goodsId: 4, goodsCount: 1 },
                  { goodsId: 7, goodsCount: 2 },
                ],
                payType,
                abroad,
                invoiceType: 0,
              },
            ],
          } satisfies Case,
        ]),
  ]);
};

describe('the money rule prices every order', () => {
  it('charges each product in the currency and amount of charge(), with only the pay types it allows', async () => {
    for (const c of cases()) {
      const expected = charge(c.product, c.context as MoneyContext);
      const abroad = c.context.locale === 'en' ? COUNTRY.abroad : COUNTRY.domestic;
      const label = `${c.name} ${c.context.country ?? '-'} ${c.context.locale}`;
      const wrong = expected.currency === 'USD' ? PAY_TYPE.domesticWallet1 : PAY_TYPE.international;
      const [path, wrongBody] = c.call(wrong, abroad);
      expect((await server.call(path, wrongBody, token)).code, `${label}: wrong wallet`).toBe(3002);

      const [, body] = c.call(expected.payTypes[0] ?? -1, abroad);
      const answer = await server.call(path, body, token);
      expect(answer.code, label).toBe(0);
      const created = answer.data as { id: number; amount: number; currency: string };
      expect({ amount: created.amount, currency: created.currency }, label).toEqual({
        amount: expected.amount,
        currency: expected.currency,
      });
      const row = await server.db
        .selectFrom('orders')
        .select(['amount', 'currency'])
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect({ amount: Number(row.amount), currency: row.currency }, label).toEqual({
        amount: expected.amount,
        currency: expected.currency,
      });
    }
  });

  it("answers the storage price list with the rule's prices in both currencies", async () => {
    const answer = await server.call(
      '/user/order/getExpansionPrice',
      { childName: '4DKKPRO_A1B2C3', dateType: 3 },
      token,
    );
    const list = (answer.data as { skuList: { unit: '20G'; price: number; dollarPrice: number }[] }).skuList;
    for (const sku of list) {
      const product: Priced = { kind: 'storage', plan: sku.unit, term: 3 };
      expect(sku.price).toBe(charge(product, { region: 'domestic' }).amount);
      expect(sku.dollarPrice).toBe(charge(product, { region: 'international' }).amount);
    }
    expect(list).toHaveLength(4);
  });
});

describe('points records', () => {
  it('name the payment method and currency a paid top-up came through, and none for unpaid points', async () => {
    const answer = await server.call('/user/record/chargeList', { pageNum: 1, pageSize: 50 }, token);
    const list = (
      answer.data as {
        list: { type: number; amount: number | null; currency: string | null; payType: number | null }[];
      }
    ).list;
    const topUps = list.filter((record) => record.type === 1);
    expect(topUps.length).toBeGreaterThan(0);
    for (const record of topUps) expect(record).toMatchObject({ currency: 'CNY', payType: PAY_TYPE.domesticWallet1 });
    for (const record of list.filter((r) => r.amount === null)) {
      expect(record).toMatchObject({ currency: null, payType: null });
    }
  });
});

import type { FakeApi } from '../../testing/pageStory.tsx';

/** The shop stories' answers: a cart of the three kinds, saved addresses, invoice titles and orders. */

export const cartItem = (goodsId: 1 | 4 | 7, goodsCount: number) => {
  const prices = { 1: [3999, 699], 4: [12800, 1799], 7: [899, 209] } as const;
  const [price, dollarPrice] = prices[goodsId];
  return { goodsId, goodsCount, price, dollarPrice };
};

export const addresses = [
  {
    id: 7,
    country: '中国',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科技园南区深南大道 9968 号 1808 室',
    receiver: '李华',
    phone: '13800138000',
  },
  {
    id: 8,
    country: '中国',
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    detail: 'Building 3, 18 Jianguo Road, Room 1201',
    receiver: 'Zhou Xiaoming',
    phone: '010-12345678',
  },
];

export const ordinaryInvoice = {
  type: 2,
  title: '深圳市光影空间科技有限公司',
  code: '91440300MA5XXXXX1Y',
  emailAddress: 'finance@guangying3d.cn',
};

export const shopApi: FakeApi = {
  '/user/cart/list': [cartItem(4, 1), cartItem(7, 2), cartItem(1, 1)],
  '/user/getReceiverList': addresses,
  '/user/invoice/mine': (body: unknown) => ((body as { type: number }).type === 2 ? ordinaryInvoice : null),
};

/** A shop order of one Pro and two tripod sets, as `/user/order/detail` answers it. */
export const shopOrder = (overrides: Record<string, unknown> = {}) => ({
  id: 502,
  orderSn: 'KK202611210500001234567890123456',
  orderType: 1,
  kind: 3,
  payType: 0,
  status: 0,
  amount: 14598,
  currency: 'CNY',
  createTime: '2026-11-21T05:00:00Z',
  delay: 0,
  paidAt: null,
  shippedAt: null,
  receivedAt: null,
  items: [
    { goodsId: 4, name: 'KanKan Pro', goodsCount: 1, price: 12800 },
    { goodsId: 7, name: 'Pro tripod set', goodsCount: 2, price: 899 },
  ],
  ...overrides,
});

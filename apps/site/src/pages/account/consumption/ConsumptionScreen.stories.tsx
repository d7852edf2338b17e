import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, within } from 'storybook/test';
import type { FakeApi } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import ConsumptionScreen from './ConsumptionScreen.tsx';

const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const iso = (t: number) => new Date(t).toISOString();

const cameras = [
  { id: 1, childName: '4DKKPRO_A1B2C3', snCode: 'A1B2C3D4', country: 0 },
  { id: 2, childName: '4DKKPRO_D4E5F6', snCode: 'D4E5F6A7', country: 1 },
];

const charges = [
  { id: 1, cameraId: 1, childName: '4DKKPRO_A1B2C3', type: 1, channel: 0, points: 1000, amount: 1000, sceneNum: null },
  {
    id: 2,
    cameraId: 1,
    childName: '4DKKPRO_A1B2C3',
    type: -1,
    channel: 0,
    points: -15,
    amount: null,
    sceneNum: 'KK-8hx2a91',
  },
  { id: 3, cameraId: 1, childName: '4DKKPRO_A1B2C3', type: 2, channel: 0, points: 20, amount: null, sceneNum: null },
  { id: 4, cameraId: 2, childName: '4DKKPRO_D4E5F6', type: 0, channel: 1, points: 100, amount: null, sceneNum: null },
  { id: 5, cameraId: 2, childName: '4DKKPRO_D4E5F6', type: 0, channel: 2, points: 100, amount: null, sceneNum: null },
].map((record, index) => ({ ...record, createTime: iso(NOW - (index + 1) * 3 * DAY) }));

const expansions = [
  {
    id: 31,
    cameraId: 1,
    childName: '4DKKPRO_A1B2C3',
    unit: '1T',
    month: 12,
    amount: 125990,
    currency: 'CNY',
    payType: 1,
    orderSn: 'KK202606140800000000000000000031',
    startTime: iso(NOW - 165 * DAY),
    expiryTime: iso(NOW + 200 * DAY),
    createTime: iso(NOW - 165 * DAY),
  },
  {
    id: 32,
    cameraId: 2,
    childName: '4DKKPRO_D4E5F6',
    unit: '20G',
    month: 1,
    amount: 19,
    currency: 'USD',
    payType: 2,
    orderSn: 'KK202610010800000000000000000032',
    startTime: iso(NOW - 56 * DAY),
    expiryTime: iso(NOW - 25 * DAY),
    createTime: iso(NOW - 56 * DAY),
  },
];

function page<T extends { cameraId: number }>(all: T[]) {
  return (body: unknown) => {
    const { cameraId } = (body ?? {}) as { cameraId?: number };
    const list = all.filter((record) => cameraId === undefined || record.cameraId === cameraId);
    return { list, pageInfo: { pageNum: 1, pageSize: 10, total: list.length, pages: 1 } };
  };
}

const api: FakeApi = {
  '/user/camera/getAll': cameras,
  '/user/record/chargeList': page(charges),
  '/user/record/expansionList': page(expansions),
};

function screenAt(answers: FakeApi, url = '/manage/consumption', storage?: Record<string, string>) {
  return accountScreen({ url, api: answers, ...(storage ? { storage } : {}) });
}

const meta = {
  title: 'Pages/Account/Consumption',
  component: ConsumptionScreen,
  args: { now: NOW },
  ...accountStories,
} satisfies Meta<typeof ConsumptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => storyLocale(globals) === 'en';

/** Points records of every type and channel, of both cameras. */
export const PointsRecords: Story = {
  decorators: screenAt(api),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+1,000')).toBeVisible();
    await expect(canvas.getByText('-15')).toBeVisible();
    await expect(canvas.getAllByText(en(globals) ? 'System gift' : '系统赠送')).toHaveLength(2);
  },
};

/** The same at 1280 px, the narrowest width the account area is designed for. */
export const PointsRecordsAt1280: Story = { ...PointsRecords, ...at1280 };

/** Filtered to one camera (`?camera=2`), in the address. */
export const FilteredByCamera: Story = {
  decorators: screenAt(api, '/manage/consumption?camera=2&from=2026-11-01&to=2026-11-30'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('+100')).toHaveLength(2);
    // The header row and the two records of that camera.
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByText('+1,000')).toBeNull();
  },
};

/** Storage purchases (`?tab=storage`): an expired plan carries its badge. */
export const StoragePurchases: Story = {
  decorators: screenAt(api, '/manage/consumption?tab=storage'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('KK202606140800000000000000000031')).toBeVisible();
  },
};

/** A backwards date range is refused at the second date and not sent. */
export const ReversedRange: Story = {
  decorators: screenAt(api, '/manage/consumption?from=2026-11-20&to=2026-11-01'),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(
        en(globals) ? 'The last day is before the first day.' : '截止日期早于起始日期。',
      ),
    ).toBeVisible();
  },
};

/** A camera (device) login: its own records, no camera filter. */
export const DeviceLogin: Story = {
  decorators: screenAt(
    { ...api, '/user/record/chargeList': page(charges.filter((record) => record.cameraId === 1)) },
    '/manage/consumption',
    { token: 'story', deviceLogin: 'true' },
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('+1,000')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en(globals) ? /^Camera/ : /^相机/ })).toBeNull();
  },
};

/** No records yet. */
export const Empty: Story = {
  decorators: screenAt({ ...api, '/user/record/chargeList': page([]) }),
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByText(en(globals) ? /No records found/ : /暂无记录/)).toBeVisible();
  },
};

/** While the records load. */
export const Loading: Story = {
  decorators: screenAt({ ...api, '/user/record/chargeList': () => new Promise(() => undefined) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid')).toBeVisible();
  },
};

/** The records could not be loaded. */
export const LoadError: Story = {
  decorators: screenAt({ ...api, '/user/record/chargeList': undefined }),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(en(globals) ? 'The records could not be loaded.' : '记录加载失败。'),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyLocale } from '../../storybook/index.ts';
import { OrderTimeline } from './OrderTimeline.tsx';

const meta = {
  title: 'Patterns/OrderTimeline',
  component: OrderTimeline,
  args: {
    orderedAt: '2026-11-21T05:00:00Z',
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    timeZone: 'Asia/Shanghai',
  },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps in order, each list item's text. */
const steps = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/**
 * Just ordered: payment is the current step, the later ones are not reached. The timeline is read, not operated:
 * nothing in it takes the focus, so the play checks what it says.
 */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: en ? 'Order progress' : '订单进度' })).toBeVisible();
    const [ordered, paid, shipped] = steps(canvasElement);
    await expect(ordered).toContain(en ? 'Nov 21, 2026' : '2026年11月21日');
    await expect(paid).toContain(en ? 'Not yet' : '暂无');
    await expect(shipped).toContain(en ? 'Not yet' : '暂无');
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent(en ? 'Paid' : '已支付');
  },
};

/** Paid two minutes later: shipping is next. */
export const Paid: Story = {
  args: { paidAt: '2026-11-21T05:02:00Z' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent(en ? 'Shipped' : '已发货');
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(2);
  },
};

/** Shipped the next day: waiting to be received. */
export const Shipped: Story = {
  args: { paidAt: '2026-11-21T05:02:00Z', shippedAt: '2026-11-22T01:30:00Z' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent(en ? 'Received' : '已收货');
  },
};

/** Received: every step has its date and none is current. */
export const Received: Story = {
  args: { paidAt: '2026-11-21T05:02:00Z', shippedAt: '2026-11-22T01:30:00Z', receivedAt: '2026-11-24T08:15:00Z' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('time')).toHaveLength(4);
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeNull();
  },
};

/** Not paid in time: the order is closed, nothing is waited for. */
export const Closed: Story = {
  args: { isClosed: true },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeNull();
    await expect(steps(canvasElement)[1]).toContain(en ? 'Order closed' : '订单已关闭');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { planPrice } from '@kankan/domain';
import { formatMoney } from '@kankan/i18n';
import { sampleQr, storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type FakeApi, openedDialog, partsArrived } from '../../../testing/pageStory.tsx';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import { NOW, cameraFixtures, expansionPrices, impactFixtures } from './cameraFixtures.ts';
import DeviceScreen from './DeviceScreen.tsx';

function api(overrides: FakeApi = {}): FakeApi {
  return {
    '/user/camera/listWithIncrement': cameraFixtures,
    '/user/camera/expiryImpact': impactFixtures,
    '/user/order/getExpansionPrice': expansionPrices,
    '/user/order/expansionOrder': (body: unknown) => ({
      id: 71,
      orderSn: '20261126120000000071',
      amount: planPrice('20G', 12, (body as { abroad: number }).abroad === 1 ? 'USD' : 'CNY'),
      delay: 9,
    }),
    '/user/order/rechargeOrder': { id: 72, orderSn: '20261126120000000072', amount: 600 },
    '/order/pay/wechatPay': { src: sampleQr(), codeUrl: 'weixin://wxpay/bizpayurl?pr=story' },
    '/user/order/queryOrderStatus': null,
    '/user/camera/cooperation/findSceneResource': [],
    ...overrides,
  };
}

/** The screen at `url` over the fake API, with a session holding `storage`. */
function at(url: string, answers: FakeApi = api(), storage?: Record<string, string>) {
  return { decorators: accountScreen({ url, api: answers, ...(storage ? { storage } : {}) }) };
}

export default {
  title: 'Pages/Account/Cameras',
  component: DeviceScreen,
  args: { now: NOW },
  ...accountStories,
} satisfies Meta<typeof DeviceScreen>;

type Story = StoryObj<typeof DeviceScreen>;

const en = (g: Record<string, unknown>) => storyLocale(g) === 'en';

/** 20G for a year in the story's currency (English pays the international provider in US dollars). */
const yearOf20G = (g: Record<string, unknown>) => {
  const currency = en(g) ? 'USD' : 'CNY';
  return formatMoney(planPrice('20G', 12, currency), currency);
};

/** The card of the camera with this serial number. */
async function cardOf(canvasElement: HTMLElement, serial: string) {
  const cards = await within(canvasElement).findAllByRole('article');
  const card = cards.find((candidate) => candidate.textContent?.includes(serial));
  if (!card) throw new Error(`no card for ${serial}`);
  return within(card);
}

/**
 * The Pro tab: the member's camera (unlimited), the camera whose 20G plan ends in 9 days with what its end would
 * archive and the reminder above the list naming it, and an abroad camera.
 */
export const ProCameras: Story = {
  ...at('/manage/device'),
  play: async ({ canvasElement, globals: g }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(en(g) ? 'A storage plan ends soon' : '有存储套餐即将到期')).toBeVisible();
    const card = await cardOf(canvasElement, 'P2000002');
    await expect(
      card.getByText(en(g) ? /14 scenes \(8\.9 GB\) will be archived/ : /14 个场景（8\.9 GB）被封存/),
    ).toBeVisible();
    await expect(card.getByText(en(g) ? /9 days left/ : /剩余 9 天/)).toBeVisible();
  },
};

/** The same at 1280 px, the narrowest width the account area is designed for. */
export const ProCamerasAt1280: Story = { ...ProCameras, ...at1280 };

/** The Minion tab from the address: a camera under 99 points, with the warning that new scenes stop. */
export const MinionTab: Story = {
  ...at('/manage/device?tab=minion'),
  play: async ({ canvasElement, globals: g }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /Minion/, selected: true })).toBeVisible();
    await expect(await canvas.findByText(en(g) ? /Under 99 points/ : /点数低于 99/)).toBeVisible();
  },
};

/** No camera yet: each tab offers binding. */
export const NoCameras: Story = {
  ...at('/manage/device', api({ '/user/camera/listWithIncrement': [], '/user/camera/expiryImpact': [] })),
  play: async ({ canvasElement, globals: g }) => {
    await expect(
      await within(canvasElement).findByText(en(g) ? 'No Pro cameras yet' : '还没有 Pro 相机'),
    ).toBeVisible();
  },
};

/** The cameras could not be loaded: the screen says so and offers to try again. */
export const LoadError: Story = {
  ...at('/manage/device', api({ '/user/camera/listWithIncrement': undefined })),
  play: async ({ canvasElement, globals: g }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: en(g) ? 'Try again' : '重试' }),
    ).toBeVisible();
  },
};

/** A camera login sees its cameras without buying, reminders or forecasts. */
export const DeviceLogin: Story = {
  ...at('/manage/device', api(), { token: 'story', name: 'P2000002', deviceLogin: 'true' }),
  play: async ({ canvasElement, globals: g }) => {
    const card = await cardOf(canvasElement, 'P2000002');
    await expect(card.queryByRole('button', { name: en(g) ? 'Renew storage' : '续费存储' })).toBeNull();
    await expect(
      within(canvasElement).queryByText(en(g) ? 'A storage plan ends soon' : '有存储套餐即将到期'),
    ).toBeNull();
  },
};

/** From /pricedetail with 50G chosen and several cameras: the screen asks which camera gets it. */
export const PlanChosenOnPricingPage: Story = {
  ...at('/manage/device?plan=50G'),
  play: async ({ canvasElement, globals: g }) => {
    await expect(await within(canvasElement).findByText(en(g) ? 'Plan chosen: 50G' : '已选套餐：50G')).toBeVisible();
    await partsArrived(canvasElement);
  },
};

/** Renewing P2000002: the dialog says what the plan's end would archive, with the server's prices. */
export const RenewDialog: Story = {
  ...at('/manage/device'),
  play: async ({ canvasElement, globals: g }) => {
    const card = await cardOf(canvasElement, 'P2000002');
    await userEvent.click(card.getByRole('button', { name: en(g) ? 'Renew storage' : '续费存储' }));
    const dialog = await openedDialog(canvasElement);
    await waitFor(() => expect(dialog).toHaveTextContent(yearOf20G(g)));
    await expect(dialog).toHaveTextContent(en(g) ? '14 scenes (8.9 GB) will be archived' : '14 个场景（8.9 GB）被封存');
  },
};

/**
 * The payment pop-up after renewing 20G for a year, at the server's amount: the wallet's QR code in Chinese, the
 * international provider's warning in English.
 */
export const PaymentPopup: Story = {
  ...at('/manage/device'),
  play: async ({ canvasElement, globals: g }) => {
    const card = await cardOf(canvasElement, 'P2000002');
    await userEvent.click(card.getByRole('button', { name: en(g) ? 'Renew storage' : '续费存储' }));
    const dialog = await openedDialog(canvasElement);
    await waitFor(() => expect(dialog).toHaveTextContent(yearOf20G(g)));
    await userEvent.click(within(dialog).getByRole('button', { name: en(g) ? 'Renew' : '续费' }));
    const payment = await openedDialog(canvasElement, en(g) ? 'Payment' : '支付');
    if (en(g)) await expect(await within(payment).findByText('You are leaving this site')).toBeVisible();
    else await expect(await within(payment).findByRole('img', { name: /二维码/ })).toBeVisible();
    await waitFor(() => expect(payment).toHaveTextContent(yearOf20G(g)));
  },
};

/** Topping up the Minion's points: the three packages and the 100,000 cap stated before paying. */
export const TopUpDialog: Story = {
  ...at('/manage/device?tab=minion'),
  play: async ({ canvasElement, globals: g }) => {
    const card = await cardOf(canvasElement, 'M9000001');
    await userEvent.click(card.getByRole('button', { name: en(g) ? 'Top up points' : '充值点数' }));
    const dialog = await openedDialog(canvasElement);
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
  },
};

/** Binding: the 705 px dialog with the serial number field. */
export const BindDialog: Story = {
  ...at('/manage/device'),
  play: async ({ canvasElement, globals: g }) => {
    const buttons = await within(canvasElement).findAllByRole('button', { name: en(g) ? 'Bind camera' : '绑定相机' });
    await userEvent.click(buttons[0] as HTMLElement);
    const dialog = await openedDialog(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(705);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogOf, storyLocale, tabTo } from '../../storybook/index.ts';
import { StoragePlanDialog, type StoragePlanDialogProps } from './StoragePlanDialog.tsx';

const DAY = 24 * 60 * 60 * 1000;
/** A fixed "now" so the dates in the screenshots never change. */
const NOW = new Date(2026, 10, 21, 10, 0).getTime();

type Args = Omit<StoragePlanDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

function Demo(props: Args) {
  return <StoragePlanDialog {...props} defaultOpen />;
}

const meta = {
  title: 'Patterns/StoragePlanDialog',
  component: Demo,
  args: { currentPlan: null, currentExpiry: null, now: NOW, region: 'domestic', onConfirm: fn() },
  argTypes: {
    currentPlan: { control: 'select', options: [null, '20G', '50G', '200G', '1T'] },
    region: { control: 'inline-radio', options: ['domestic', 'international'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount payable: the element the confirm button is described by. */
function totalOf(dialog: HTMLElement): HTMLElement | null {
  const confirm = within(dialog).getAllByRole('button').at(-1);
  const id = confirm?.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? dialog.ownerDocument.getElementById(id) : null;
}

const checked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked);

/** No plan yet: a new purchase. The arrows pick 50G for 6 months (6 × ¥509) and Buy sends the choice. */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(totalOf(dialog)).toHaveTextContent('¥1,290');
    await tabTo(view.getByRole('radio', { name: /^20G/ }));
    await userEvent.keyboard('{ArrowRight}');
    await tabTo(checked(dialog)[1]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(totalOf(dialog)).toHaveTextContent('¥3,054');
    await tabTo(view.getByRole('button', { name: en ? 'Buy' : '购买' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ planId: '50G', termMonths: 6 });
  },
};

/** Renewing an unexpired 50G plan: its 40 remaining days are carried over. */
export const RenewWithDelayDays: Story = {
  args: { currentPlan: '50G', currentExpiry: NOW + 40 * DAY },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await expect(dialog).toHaveTextContent(en ? '40 days left on your current plan' : '剩余的 40 天');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Renew' : '续费' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ planId: '50G', termMonths: 12 });
  },
};

const GB = 1024 ** 3;

/** Renewing a 50G plan that ends in 6 days: the dialog says what its end would archive if it is not renewed. */
export const RenewWithExpiryImpact: Story = {
  args: {
    currentPlan: '50G',
    currentExpiry: NOW + 6 * DAY,
    expiryImpact: {
      expiryTime: NOW + 6 * DAY,
      count: 2,
      bytes: 3.5 * GB,
      scenes: [
        { sceneNum: 'KK-t-8F2a', sceneName: 'Showroom level 2', size: 2.3 * GB },
        { sceneNum: 'KK-t-3Dd0', sceneName: 'Lobby and reception', size: 1.2 * GB },
      ],
    },
  },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await expect(dialog).toHaveTextContent(en ? '2 scenes (3.5 GB) will be archived' : '2 个场景（3.5 GB）被封存');
    const toggle = within(dialog).getByRole('button', {
      name: en ? 'Scenes that would be archived' : '将被封存的场景',
    });
    await tabTo(toggle);
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByText('Lobby and reception')).toBeVisible();
  },
};

/** 20G with 45 days left, upgraded to 200G: 1.45 months round up to 2, so 62 extension days. */
export const Upgrade: Story = {
  args: { currentPlan: '20G', currentExpiry: NOW + 45 * DAY },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await tabTo(checked(dialog)[0]);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(dialog).toHaveTextContent(en ? 'becomes 62 extension days' : '折算为 62 天延期');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Upgrade' : '升级' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ planId: '200G', termMonths: 12 });
  },
};

/** From 200G down to 50G: refused with client message 42 at the plan field, and the button is disabled. */
export const DowngradeRefused: Story = {
  args: { currentPlan: '200G', currentExpiry: NOW + 100 * DAY },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await tabTo(checked(dialog)[0]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog).toHaveTextContent(
      en ? 'Downgrading a plan is not supported. You can renew or upgrade it.' : '不支持降级',
    );
    const buy = within(dialog).getByRole('button', { name: en ? 'Buy' : '购买' });
    await expect(buy).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** An expired plan counts as none: every plan is a new purchase, with no carried-over days. */
export const ExpiredPlan: Story = {
  args: { currentPlan: '200G', currentExpiry: NOW - 3 * DAY },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await tabTo(checked(dialog)[0]);
    await userEvent.keyboard('{ArrowLeft}');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Buy' : '购买' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ planId: '50G', termMonths: 12 });
  },
};

/** Abroad camera or English mode: US dollars. */
export const Usd: Story = {
  args: { region: 'international', currentPlan: '1T', currentExpiry: NOW + 200 * DAY },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(totalOf(dialog)).toHaveTextContent('US$17,990');
    await tabTo(checked(dialog)[1]);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(totalOf(dialog)).toHaveTextContent('US$10,794');
    await tabTo(view.getAllByRole('button').at(-1));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith({ planId: '1T', termMonths: 6 });
  },
};

/** The order is being created: the choice is locked and the button spins. */
export const Pending: Story = {
  args: { currentPlan: '50G', currentExpiry: NOW + 40 * DAY, isPending: true },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    for (const radio of within(dialog).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

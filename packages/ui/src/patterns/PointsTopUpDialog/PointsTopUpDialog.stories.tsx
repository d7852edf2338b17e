import type { Meta, StoryObj } from '@storybook/react-vite';
import { COUNTRY, paymentRegion } from '@kankan/domain';
import { messageForCode } from '@kankan/i18n';
import { useLingui } from '@lingui/react/macro';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogOf, storyLocale, tabTo } from '../../storybook/index.ts';
import { PointsTopUpDialog, type PointsTopUpDialogProps } from './PointsTopUpDialog.tsx';

type Args = Omit<PointsTopUpDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'region'> & {
  /** A camera abroad pays in US dollars whatever the language. */
  abroad?: boolean;
};

/** The region as the site decides it: the camera's country and the story's language. */
function Demo({ abroad = false, ...props }: Args) {
  const { i18n } = useLingui();
  const region = paymentRegion({
    country: abroad ? COUNTRY.abroad : COUNTRY.domestic,
    locale: i18n.locale === 'en' ? 'en' : 'zh',
  });
  return <PointsTopUpDialog {...props} region={region} defaultOpen />;
}

const meta = {
  title: 'Patterns/PointsTopUpDialog',
  component: Demo,
  args: { cameraName: '4DKKPRO_8A21C7', balance: 1250, onPay: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount payable: the element the Pay button is described by. */
function totalOf(dialog: HTMLElement): HTMLElement | null {
  const id = within(dialog).getAllByRole('button').at(-1)?.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? dialog.ownerDocument.getElementById(id) : null;
}

const points = (n: string, en: boolean) => (en ? `${n} points` : `${n} 点`);

/**
 * The camera name loses its 4DKKPRO_ prefix; the arrow key picks 800 and Pay sends it. English mode prices in US
 * dollars, as the order the server makes for it is charged (`charge` of @kankan/domain).
 */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(view.getByText('8A21C7')).toBeInTheDocument();
    await expect(view.queryByText('4DKKPRO_8A21C7')).toBeNull();
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(868);
    const first = view.getByRole('radio', { name: new RegExp(points('600', en)) });
    await expect(first).toBeChecked();
    await tabTo(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(view.getByRole('radio', { name: new RegExp(points('800', en)) })).toBeChecked();
    await expect(totalOf(dialog)).toHaveTextContent(en ? 'US$112' : '¥800');
    // Each package shows its price under its name.
    await expect(first.closest('label')).toHaveTextContent(en ? 'US$84' : '¥600');
    await tabTo(view.getByRole('button', { name: en ? 'Pay' : '支付' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledWith({ points: 800 });
  },
};

/** Under 99 points: new scenes stop, so a warning says so. */
export const LowBalance: Story = {
  args: { balance: 42 },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await expect(dialog).toHaveTextContent(en ? 'With fewer than 99 points' : '点数低于 99');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Pay' : '支付' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledWith({ points: 600 });
  },
};

/** 99,300 points: only 600 fits under the 100,000 cap; 800 and 1000 are disabled with the reason. */
export const NearCap: Story = {
  args: { balance: 99_300 },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    const [six, eight, thousand] = view.getAllByRole('radio');
    await expect(six).toBeEnabled();
    await expect(eight).toBeDisabled();
    await expect(thousand).toBeDisabled();
    await expect(view.getAllByText(messageForCode(6004))).toHaveLength(2);
    if (!six) throw new Error('no package');
    await tabTo(six);
    await userEvent.keyboard('{ArrowRight}');
    await expect(six).toBeChecked();
    await tabTo(view.getByRole('button', { name: en ? 'Pay' : '支付' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).toHaveBeenCalledWith({ points: 600 });
  },
};

/** At 99,700 nothing fits: every package is disabled and so is Pay. */
export const AtCap: Story = {
  args: { balance: 99_700 },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    for (const radio of view.getAllByRole('radio')) await expect(radio).toBeDisabled();
    const pay = view.getByRole('button', { name: en ? 'Pay' : '支付' });
    await expect(pay).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The order is being created: Pay spins and ignores Enter; Cancel and the packages are locked. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await expect(view.getByRole('button', { name: en ? 'Cancel' : '取消' })).toBeDisabled();
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** A camera abroad pays in US dollars through the international provider, in Chinese too. */
export const AbroadCamera: Story = {
  args: { abroad: true },
  play: async () => {
    const dialog = await dialogOf();
    await expect(totalOf(dialog)).toHaveTextContent('US$84');
    await expect(dialog).not.toHaveTextContent('¥');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import { PricingTable } from './PricingTable.tsx';

const meta = {
  title: 'Patterns/PricingTable',
  component: PricingTable,
  args: { region: 'domestic', onChoosePlan: fn(), onContactSupport: fn(), onBillingChange: fn() },
  argTypes: {
    region: { control: 'inline-radio', options: ['domestic', 'international'] },
    defaultBilling: { control: 'inline-radio', options: ['monthly', 'yearly'] },
  },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function plan(canvasElement: HTMLElement, name: string): HTMLElement {
  const heading = within(canvasElement).getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no plan ${name}`);
  return item;
}

/** Monthly prices in yuan; the arrow key and Space switch the toggle to yearly (a year costs 10 months). */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(plan(canvasElement, '20G')).toHaveTextContent('¥129');
    await tabTo(view.getByRole('radio', { name: en ? 'Monthly' : '按月' }));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(args.onBillingChange).toHaveBeenCalledWith('yearly');
    await expect(view.getByRole('radio', { name: en ? 'Yearly' : '按年' })).toBeChecked();
    await expect(plan(canvasElement, '20G')).toHaveTextContent('¥1,290');
    await expect(plan(canvasElement, '1T')).toHaveTextContent('¥125,990');
  },
};

/** Yearly prices shown first; Enter on a plan's Buy button reports the plan. */
export const Yearly: Story = {
  args: { defaultBilling: 'yearly' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(plan(canvasElement, '50G')).toHaveTextContent('¥5,090');
    await tabTo(within(canvasElement).getByRole('button', { name: en ? 'Buy 50G' : '购买 50G' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoosePlan).toHaveBeenCalledWith('50G');
  },
};

/** Abroad camera or English mode: US dollars; the term table holds 3 and 6 months too. */
export const Usd: Story = {
  args: { region: 'international' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(plan(canvasElement, '200G')).toHaveTextContent('US$349');
    const row = view.getByRole('rowheader', { name: '1T' }).closest('tr');
    if (!row) throw new Error('no 1T row');
    await expect(row).toHaveTextContent('US$1,799US$5,397US$10,794US$17,990');
    await tabTo(view.getByRole('button', { name: en ? 'Contact support' : '联系客服' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onContactSupport).toHaveBeenCalledOnce();
  },
};

/** A read-only table (no buttons, no term table), as the capacity explanation shows it. */
export const Compact: Story = {
  args: { onChoosePlan: undefined, onContactSupport: undefined, showTerms: false },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await expect(view.queryAllByRole('button')).toHaveLength(0);
    await expect(view.queryByRole('table')).toBeNull();
    await expect(plan(canvasElement, '10G')).toBeInTheDocument();
  },
};

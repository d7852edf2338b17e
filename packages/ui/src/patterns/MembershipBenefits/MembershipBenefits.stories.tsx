import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import { MembershipBenefits } from './MembershipBenefits.tsx';

const meta = {
  title: 'Patterns/MembershipBenefits',
  component: MembershipBenefits,
  args: { onAction: fn() },
  argTypes: { action: { control: 'inline-radio', options: ['buy', 'renew'] } },
} satisfies Meta<typeof MembershipBenefits>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four benefits and the yearly fee; Tab and Enter buy a membership. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvasElement).toHaveTextContent('¥5,980');
    await expect(canvasElement).toHaveTextContent('¥99');
    await tabTo(view.getByRole('button', { name: en ? 'Buy membership' : '购买会员' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** A member renews; Space presses the button too. */
export const Renew: Story = {
  args: { action: 'renew' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    await tabTo(within(canvasElement).getByRole('button', { name: en ? 'Renew membership' : '续费会员' }));
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

/** The order is being created: the button spins and does not act again. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Information only (no button), as a page shows it to a visitor before sign-in. */
export const WithoutAction: Story = {
  args: { onAction: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

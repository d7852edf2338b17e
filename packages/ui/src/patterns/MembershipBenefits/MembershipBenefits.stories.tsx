import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import { paymentRegion } from '@kankan/domain';
import { useLingui } from '@lingui/react/macro';
import { MembershipBenefits, type MembershipBenefitsProps } from './MembershipBenefits.tsx';

/** The region as the site's pages decide it: no camera, the story's language. */
function Demo(props: Omit<MembershipBenefitsProps, 'region'>) {
  const { i18n } = useLingui();
  return (
    <MembershipBenefits
      {...props}
      region={paymentRegion({ country: null, locale: i18n.locale === 'en' ? 'en' : 'zh' })}
    />
  );
}

const meta = {
  title: 'Patterns/MembershipBenefits',
  component: Demo,
  args: { onAction: fn() },
  argTypes: { action: { control: 'inline-radio', options: ['buy', 'renew'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four benefits and the yearly fee in the language's currency (as charged); Tab and Enter buy a membership. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvasElement).toHaveTextContent(en ? 'US$849' : '¥5,980');
    await expect(canvasElement).toHaveTextContent(en ? 'US$14' : '¥99');
    if (en) await expect(canvasElement).not.toHaveTextContent('¥');
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

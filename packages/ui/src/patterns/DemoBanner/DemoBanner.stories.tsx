import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryWidth, storyLocale } from '../../storybook/index.ts';
import { DemoBanner } from './DemoBanner.tsx';

const meta = {
  title: 'Patterns/DemoBanner',
  component: DemoBanner,
  parameters: { layout: 'fullscreen' },
  args: { mailboxHref: '/dev/mailbox' },
} satisfies Meta<typeof DemoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The strip as the demo shows it above the header: a labelled landmark whose mailbox link is reached by keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const region = canvas.getByRole('complementary', { name: en ? 'Demo' : '演示' });
    await expect(region).toHaveTextContent(en ? 'Demo site.' : '演示站点。');
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/dev/mailbox');
  },
};

/** A narrow window: the sentence wraps under the label and the link stays whole. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <StoryWidth width="360px" exact>
        <Story />
      </StoryWidth>
    ),
  ],
};

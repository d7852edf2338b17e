import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import MallMemberPage from './MallMemberPage.tsx';

const story = pageStory({ url: '/mall/member' });

const meta = {
  title: 'Pages/Services/MallMember',
  component: MallMemberPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof MallMemberPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Member benefits with the yearly fee; the buy button is the first stop of the keyboard. */
export const MallMember: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'One membership, no limits' : '一份会员，不设上限',
    );
    await expect(canvasElement).toHaveTextContent(en ? 'US$849' : '¥5,980');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: en ? 'Buy membership' : '购买会员' })).toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import PriceDetailPage from './PriceDetailPage.tsx';

const story = pageStory({ url: '/pricedetail' });

const meta = {
  title: 'Pages/Services/PriceDetail',
  component: PriceDetailPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof PriceDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cloud capacity pricing in the language's currency; the keyboard switches the table to yearly prices. */
export const PriceDetail: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Cloud capacity pricing' : '云容量价格',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: en ? 'Monthly' : '按月' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: en ? 'Yearly' : '按年' })).toBeChecked();
    await expect(canvas.getAllByText(en ? 'US$190' : '¥1,290').length).toBeGreaterThan(0);
  },
};

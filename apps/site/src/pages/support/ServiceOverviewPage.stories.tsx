import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultBrand } from '@kankan/domain';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ServiceOverviewPage from './ServiceOverviewPage.tsx';

const story = pageStory({ url: '/service/overview' });

const meta = {
  title: 'Pages/Support/ServiceOverview',
  component: ServiceOverviewPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof ServiceOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every support topic, the support hours of spec 9 and the brand's contact lines. */
export const ServiceOverview: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(
      view.getByText(en ? 'Monday to Friday, 09:00\u2060–\u206012:30, 14:00\u2060–\u206018:30' : /星期一至星期五/),
    ).toBeVisible();
    await expect(view.getByRole('link', { name: defaultBrand.hotline })).toHaveAttribute('href', 'tel:4000000000');
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Get the app' : '下载 App' })).toHaveFocus();
  },
};

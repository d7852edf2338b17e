import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ServiceDownPage from './ServiceDownPage.tsx';

const story = pageStory({ url: '/service/down' });

const meta = {
  title: 'Pages/Support/ServiceDown',
  component: ServiceDownPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof ServiceDownPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The apps and manuals, each a download from the site's own /downloads. */
export const ServiceDown: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const apk = view.getByRole('link', { name: en ? 'Download APK' : '下载 APK' });
    await expect(apk).toHaveAttribute('href', '/downloads/kankan-app-android.apk');
    await userEvent.tab();
    await expect(apk).toHaveFocus();
    await expect(view.getAllByRole('link', { name: en ? 'Download PDF' : '下载 PDF' })).toHaveLength(4);
  },
};

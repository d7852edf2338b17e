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

/** The apps lead to the page that says where to install them from; the manuals are downloads from /downloads. */
export const ServiceDown: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const install = view.getAllByRole('link', { name: en ? 'How to install' : '安装方法' });
    expect(install).toHaveLength(3);
    for (const link of install) await expect(link).toHaveAttribute('href', '/service/app/pro');
    await userEvent.tab();
    await expect(install[0]).toHaveFocus();
    for (const link of view.getAllByRole('link', { name: en ? 'Download PDF' : '下载 PDF' })) {
      await expect(link.getAttribute('href')).toMatch(/^\/downloads\/kankan-[a-z-]+\.pdf$/);
    }
    await expect(view.getAllByRole('link', { name: en ? 'Download PDF' : '下载 PDF' })).toHaveLength(4);
  },
};

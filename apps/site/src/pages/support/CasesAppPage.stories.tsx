import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import CasesAppPage from './CasesAppPage.tsx';

const story = pageStory({ url: '/cases/app' });

const meta = {
  title: 'Pages/Support/CasesApp',
  component: CasesAppPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof CasesAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The case gallery of the app, with the way to get the app and to the web cases. */
export const CasesApp: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Cases in your pocket' : /口袋/);
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Get the app' : '下载 App' })).toHaveFocus();
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Browse cases on the web' : '在网页上浏览案例' })).toHaveFocus();
  },
};

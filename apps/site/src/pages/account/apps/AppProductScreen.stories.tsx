import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, within } from 'storybook/test';
import { accountScreen, accountStories, at1280 } from '../../../testing/accountStory.tsx';
import AppProductScreen, { APP_LINKS } from './AppProductScreen.tsx';

const meta = {
  title: 'Pages/Account/Apps',
  component: AppProductScreen,
  decorators: accountScreen({ url: '/manage/appProduct', api: {} }),
  ...accountStories,
} satisfies Meta<typeof AppProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The camera app, the tutorials, Studio, the download area, the SDK and the cases, each with where to get it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(en ? 'Application centre' : /应用中心/);
    // Every place the page names is a page of this site (the frame's own links are the header's and footer's).
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const href of Object.values(APP_LINKS)) {
      expect(hrefs).toContain(href);
      expect(href.startsWith('/')).toBe(true);
    }
  },
};

/** The same at 1280 px, the narrowest width the account area is designed for. */
export const DefaultAt1280: Story = { ...Default, ...at1280 };

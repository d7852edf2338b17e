import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { newsList } from '../../testing/contentFixtures.ts';
import { pageStory } from '../../testing/pageStory.tsx';
import NewsPage from './NewsPage.tsx';

/** The page with `extra` rounds of extra articles: each story has its own fake API, so its own decorator. */
function withNews(extra: number) {
  return {
    decorators: pageStory({ url: '/news', api: { '/news/list': (body: unknown) => newsList(body, extra) } }).decorators,
  };
}

const { parameters, globals } = pageStory();

export default {
  title: 'Pages/Support/News',
  component: NewsPage,
  parameters: { ...parameters, fullPage: true },
  globals,
} satisfies Meta<typeof NewsPage>;

type Story = StoryObj<typeof NewsPage>;

/** Six articles, newest first; Tab reaches the first title. */
export const News: Story = {
  ...withNews(0),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const first = await view.findByRole('link', {
      name: en ? 'The eight-lens Pro camera is here' : '八目专业相机正式发布',
    });
    await expect(first).toHaveAttribute('href', '/news/12');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(view.queryByRole('navigation', { name: en ? 'Pagination' : /分页/ })).toBeNull();
  },
};

/** Eighteen articles over two pages: Next page by keyboard shows the second page. */
export const Paged: Story = {
  ...withNews(2),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(await view.findAllByRole('heading', { level: 2 })).toHaveLength(10);
    const next = view.getByRole('button', { name: en ? 'Next page' : '下一页' });
    for (let i = 0; i < 20 && document.activeElement !== next; i += 1) await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.getAllByRole('heading', { level: 2 })).toHaveLength(8));
    await expect(view.getByRole('button', { current: 'page' })).toHaveTextContent('2');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { newsArticle } from '../../testing/contentFixtures.ts';
import { pageStory } from '../../testing/pageStory.tsx';
import NewsArticlePage from './NewsArticlePage.tsx';

/** The page at `url` with a fake API: each story has its own, so the router decorator is per story. */
function at(url: string, api: Record<string, unknown> = {}) {
  return { decorators: pageStory({ url, route: '/news/:id', api }).decorators };
}

const { parameters, globals } = pageStory();

export default {
  title: 'Pages/Support/NewsArticle',
  component: NewsArticlePage,
  parameters: { ...parameters, fullPage: true },
  globals,
} satisfies Meta<typeof NewsArticlePage>;

type Story = StoryObj<typeof NewsArticlePage>;

/** One article: breadcrumbs, label, title, date and the body; Tab goes from the breadcrumb through the body's link. */
export const NewsArticle: Story = {
  ...at('/news/12', { '/news/12': () => newsArticle(12) }),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(await view.findByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'The eight-lens Pro camera is here' : '八目专业相机正式发布',
    );
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'News' : '新闻动态' })).toHaveFocus();
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'product page' : '产品页面' })).toHaveFocus();
  },
};

/** The server sends hostile HTML: it is shown as plain, safe content. */
export const HostileArticle: Story = {
  ...at('/news/7', {
    '/news/7': () => ({
      id: 7,
      title: 'Expo photos',
      label: 'Event',
      date: Date.parse('2026-09-03T12:00:00+08:00'),
      content:
        '<p>Photos from our booth.<script>document.body.dataset.hacked="yes"</script></p>' +
        '<img src="https://tracker.example/x.gif" onerror="document.body.dataset.hacked=\'yes\'"><a href="javascript:alert(1)">Win a camera</a>' +
        '<div style="position:fixed;inset:0;background:red">Covering layer</div>',
    }),
  }),
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    const article = await view.findByRole('article');
    await expect(article.querySelector('script, img, [style], [onerror]')).toBeNull();
    await expect(view.getByText('Win a camera')).not.toHaveAttribute('href');
    await expect(document.body.dataset['hacked']).toBeUndefined();
    await userEvent.tab();
    await expect(view.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** An address that is not an article: a friendly message and the way back. */
export const Missing: Story = {
  ...at('/news/launch'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getByRole('heading', { level: 2 })).toHaveTextContent(
      en ? 'This article is not available' : '该文章暂时无法查看',
    );
    const back = view.getByRole('link', { name: en ? 'Back to news' : '返回新闻列表' });
    for (let i = 0; i < 4 && document.activeElement !== back; i += 1) await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

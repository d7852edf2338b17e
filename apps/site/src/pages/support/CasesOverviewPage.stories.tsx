import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { caseList } from '../../testing/contentFixtures.ts';
import { pageStory } from '../../testing/pageStory.tsx';
import CasesOverviewPage from './CasesOverviewPage.tsx';

const story = pageStory({ url: '/cases/overview', api: { '/case/list': caseList } });

const meta = {
  title: 'Pages/Support/CasesOverview',
  component: CasesOverviewPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof CasesOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The industries with links to their lists, and the six most viewed cases (the most viewed first). */
export const CasesOverview: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    // The list arrives after the page's first render; a busy machine can take longer than the default second.
    const cards = await view.findAllByRole('article', {}, { timeout: 5000 });
    await expect(cards).toHaveLength(6);
    await expect(cards[0]).toHaveTextContent(en ? 'City Museum · Bronze gallery' : '城市博物馆 · 青铜器展厅');
    await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Browse all cases' : '浏览全部案例' })).toHaveFocus();
    await expect(view.getByRole('link', { name: en ? 'Museum cases' : '博物馆案例' })).toHaveAttribute(
      'href',
      '/cases/museum',
    );
  },
};

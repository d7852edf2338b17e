import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { caseList } from '../../testing/contentFixtures.ts';
import { pageStory } from '../../testing/pageStory.tsx';
import CasesPage from './CasesPage.tsx';

const api = { '/case/list': caseList };

/** The page at `url`: each story has its own address, so the router decorator is per story. */
function at(url: string) {
  return { decorators: pageStory({ url, route: '/cases/:id', api }).decorators };
}

const { parameters, globals } = pageStory();

export default {
  title: 'Pages/Support/Cases',
  component: CasesPage,
  parameters: { ...parameters, fullPage: true },
  globals,
} satisfies Meta<typeof CasesPage>;

type Story = StoryObj<typeof CasesPage>;

/** Every industry, Lite and Pro scenes; choosing Pro by keyboard reloads the list with Pro scenes only. */
export const AllCases: Story = {
  ...at('/cases/all'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(await view.findAllByRole('article')).toHaveLength(12);
    await expect(view.getByRole('link', { current: 'page' })).toHaveTextContent(en ? 'All' : '全部');
    // The filters are a part of their own (CaseFiltersPart.tsx): wait for them.
    const pro = await view.findByRole('radio', { name: 'Pro' });
    // The camera group is one Tab stop (its selected option, "All cameras"); the arrow keys reach Pro.
    const all = view.getByRole('radio', { name: en ? 'All cameras' : '全部相机', checked: true });
    for (let i = 0; i < 12 && document.activeElement !== all; i += 1) await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(pro).toHaveFocus();
    await userEvent.keyboard('[Space]');
    // Wait for the reloaded list (while it loads there is neither Lite nor Pro on the page).
    await waitFor(() => expect(view.queryAllByText(en ? 'Shot with Pro' : 'Pro 拍摄')).toHaveLength(12));
    await expect(view.queryAllByText(en ? 'Shot with Lite' : 'Lite 拍摄')).toHaveLength(0);
  },
};

/** Museums, Pro only, most viewed first: the filters come from the address. */
export const FiltersApplied: Story = {
  ...at('/cases/museum?camera=pro&sort=3'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const cards = await view.findAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent(en ? 'City Museum · Bronze gallery' : '城市博物馆 · 青铜器展厅');
    await expect(await view.findByRole('radio', { name: en ? 'Most viewed' : '最热' })).toBeChecked();
    await expect(view.getByRole('link', { current: 'page' })).toHaveTextContent(en ? 'Museums' : '博物馆');
  },
};

/** A keyword nothing matches: the empty state, and Clear filters brings every case back. */
export const EmptyResults: Story = {
  ...at('/cases/catering?camera=lite&keyword=aquarium'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const clear = await view.findByRole('button', { name: en ? 'Clear filters' : '清除筛选' });
    await expect(await view.findByRole('searchbox')).toHaveValue('aquarium');
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.getAllByRole('article')).toHaveLength(3));
    await expect(view.getByRole('searchbox')).toHaveValue('');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale, StoryRouter } from '../../storybook/index.ts';
import { CaseIndustryTabs } from './CaseIndustryTabs.tsx';

const navigate = fn();

const meta = {
  title: 'Patterns/CaseIndustryTabs',
  component: CaseIndustryTabs,
  args: { selected: 'museum', hrefFor: (industry) => `/cases/${industry}?sort=2` },
  render: (args) => (
    <StoryRouter navigate={navigate}>
      <CaseIndustryTabs {...args} />
    </StoryRouter>
  ),
} satisfies Meta<typeof CaseIndustryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Museums is the current page; Tab walks the links and Enter on Home navigates, keeping the query string. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    navigate.mockClear();
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getAllByRole('link')).toHaveLength(7);
    await expect(view.getByRole('link', { current: 'page' })).toHaveTextContent(en ? 'Museums' : '博物馆');
    for (let i = 0; i < 5; i += 1) await userEvent.tab();
    await expect(view.getByRole('link', { name: en ? 'Home' : '家居' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate.mock.calls[0]?.[0]).toBe('/cases/home?sort=2');
  },
};

/** All industries selected. */
export const AllSelected: Story = {
  args: { selected: 'all' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await userEvent.tab();
    await expect(view.getByRole('link', { current: 'page' })).toHaveFocus();
    await expect(view.getByRole('link', { current: 'page' })).toHaveTextContent(en ? 'All' : '全部');
  },
};

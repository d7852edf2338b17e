import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale, tabTo } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ServicePage from './ServicePage.tsx';

/** The page at `url`: each story has its own address, so the router decorator is per story. */
function at(url: string) {
  return { decorators: pageStory({ url, route: '/service/:id/:active?' }).decorators };
}

const { parameters, globals } = pageStory();

export default {
  title: 'Pages/Support/Service',
  component: ServicePage,
  parameters: { ...parameters, fullPage: true },
  globals,
} satisfies Meta<typeof ServicePage>;

type Story = StoryObj<typeof ServicePage>;

/** App download: the app for each phone and what it does. */
export const AppDownload: Story = {
  ...at('/service/app/pro'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getByRole('tab', { selected: true })).toHaveTextContent(en ? 'App download' : 'App 下载');
    await tabTo(view.getByRole('link', { name: en ? 'Go to downloads' : '前往下载' }));
  },
};

/** User tutorials: the first step is open; Enter opens the next one. */
export const UserTutorials: Story = {
  ...at('/service/use/pro'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const second = view.getByRole('button', { name: en ? /Connect the app/ : /连接 App/ });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await tabTo(second);
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Questions and answers: limits from the rules (99 points, 10 GB) in the answers. */
export const QuestionsAndAnswers: Story = {
  ...at('/service/qa/pro'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getByText(en ? /Below 99 points/ : /99/)).toBeVisible();
    const capacity = view.getByRole('button', { name: en ? /How many scenes fit/ : /能存多少/ });
    await tabTo(capacity);
    await userEvent.keyboard('[Space]');
    await expect(capacity).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Warranty and terms; the arrow keys move between the topics (link tabs). */
export const WarrantyAndTerms: Story = {
  ...at('/service/clause/pro'),
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const tab = view.getByRole('tab', { selected: true });
    await expect(tab).toHaveTextContent(en ? 'Warranty and terms' : '保修与条款');
    await tabTo(tab);
    await expect(view.getByRole('heading', { level: 2, name: en ? 'Warranty' : '保修' })).toBeVisible();
  },
};

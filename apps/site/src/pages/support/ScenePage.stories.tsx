import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import ScenePage from './ScenePage.tsx';

/** The viewer page at `/show/{sceneNum}` with the scene the fake server answers. */
function at(sceneNum: string, scene: Record<string, unknown>) {
  return {
    decorators: pageStory({
      url: `/show/${sceneNum}`,
      route: '/show/:sceneNum',
      api: { '/scene/show': () => ({ sceneNum, viewCount: 12, ...scene }) },
    }).decorators,
  };
}

const { parameters, globals } = pageStory();

/** The states of the viewer page that show no panorama (the panorama itself is checked end to end, in WebGL). */
export default {
  title: 'Pages/Support/SceneViewer',
  component: ScenePage,
  parameters: { ...parameters, fullPage: true },
  globals,
} satisfies Meta<typeof ScenePage>;

type Story = StoryObj<typeof ScenePage>;

/** An archived scene: the page names it, says why it is sealed and how it comes back, and links to the cases. */
export const Archived: Story = {
  ...at('t-0002xyz', { sceneName: '滨江壹号 12 栋 3 单元样板间', status: 'archived', panorama: null }),
  play: async ({ canvasElement, globals: g }) => {
    const en = storyLocale(g) === 'en';
    const view = within(canvasElement);
    await expect(await view.findByRole('heading', { level: 2 })).toHaveTextContent(en ? /is archived/ : /已封存/);
    await expect(view.getByRole('link', { name: en ? 'See the industry cases' : '查看行业案例' })).toBeVisible();
  },
};

/** A scene still being computed after upload (a long English name wraps). */
export const Calculating: Story = {
  ...at('t-0003abc', {
    sceneName: 'Riverside Tower, 12th floor, three-bedroom show flat with the long balcony',
    status: 'calculating',
    panorama: null,
  }),
  play: async ({ canvasElement, globals: g }) => {
    const en = storyLocale(g) === 'en';
    await expect(await within(canvasElement).findByText(en ? /still being computed/ : /仍在计算中/)).toBeVisible();
  },
};

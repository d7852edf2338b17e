import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import DevPage from './DevPage.tsx';
import { DEV_API_BASE_KEY, clearDevApiBase } from './devConfig.ts';

const story = pageStory({ url: '/dev' });

const meta = {
  title: 'Pages/Services/Dev',
  component: DevPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
  beforeEach: () => {
    clearDevApiBase();
    return () => clearDevApiBase();
  },
} satisfies Meta<typeof DevPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The developer page and its configuration tool: an address that is not http(s) or a path is refused at the
 * field; a good one is saved in this browser (the token and language stay as they are, so nothing reloads).
 */
export const Dev: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'Build on 3D scenes' : '基于三维场景开发',
    );
    await expect(canvasElement).toHaveTextContent('width="853"');
    const base = canvas.getByRole('textbox', { name: en ? /^API base URL/ : /^API 基础地址/ });
    base.focus();
    await userEvent.keyboard('ftp://files.example.com{Enter}');
    await expect(base).toHaveAttribute('aria-invalid', 'true');
    await expect(window.localStorage.getItem(DEV_API_BASE_KEY)).toBeNull();
    await userEvent.clear(base);
    await userEvent.keyboard('http://127.0.0.1:4000/api/{Enter}');
    await expect(window.localStorage.getItem(DEV_API_BASE_KEY)).toBe('http://127.0.0.1:4000/api');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      en ? 'Saved. Reload the page to send requests to the new address.' : '已保存',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultBrand } from '@kankan/domain';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/pageStory.tsx';
import AiDesignPage from './AiDesignPage.tsx';

const story = pageStory({ url: '/sxz' });

const meta = {
  title: 'Pages/Company/AiDesign',
  component: AiDesignPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof AiDesignPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** AI interior design (hidden from the English menu, present in both languages): steps, the scan, styles, audiences. */
export const AiDesign: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'From a scanned room to restyled designs in minutes' : '从扫描的房间到焕然一新的设计，只需几分钟',
    );
    const how = canvas.getByRole('region', { name: en ? 'How AI interior design works' : 'AI 室内设计如何工作' });
    await expect(within(how).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.tab();
    const trial = canvas.getAllByRole('link', { name: en ? 'Ask for a trial' : '申请试用' })[0];
    await expect(trial).toHaveFocus();
    await expect(trial).toHaveAttribute('href', `mailto:${defaultBrand.salesEmail}`);
  },
};

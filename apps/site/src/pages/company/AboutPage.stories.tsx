import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultBrand } from '@kankan/domain';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { expectWordsWhole } from '../../testing/layoutChecks.ts';
import { pageStory } from '../../testing/pageStory.tsx';
import AboutPage from './AboutPage.tsx';

const story = pageStory({ url: '/about' });

const meta = {
  title: 'Pages/Company/About',
  component: AboutPage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mission, the company history as a timeline of years, the contact lines of the brand and the distributor call. */
export const About: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      en ? 'We turn real places into 3D spaces anyone can visit' : '把真实的地方变成人人可到访的三维空间',
    );
    const history = canvas.getByRole('region', { name: en ? 'Our story' : '我们的历程' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: defaultBrand.hotline })).toHaveAttribute('href', 'tel:4000000000');
    // Each e-mail address on one line (the support address broke at its hyphen).
    const support = canvas.getByRole('link', { name: defaultBrand.supportEmail });
    await expectWordsWhole(support);
    await userEvent.tab();
    const storyLink = canvas.getByRole('link', { name: en ? 'Our story' : '我们的历程' });
    await expect(storyLink).toHaveFocus();
    await expect(storyLink).toHaveAttribute('href', '#history');
  },
};

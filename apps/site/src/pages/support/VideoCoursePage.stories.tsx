import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyLocale } from '@kankan/ui/storybook';
import { expect, userEvent, within } from 'storybook/test';
import { openedDialog, pageStory } from '../../testing/pageStory.tsx';
import VideoCoursePage from './VideoCoursePage.tsx';

const story = pageStory({ url: '/video-course' });

const meta = {
  title: 'Pages/Support/VideoCourse',
  component: VideoCoursePage,
  ...story,
  parameters: { ...story.parameters, fullPage: true },
} satisfies Meta<typeof VideoCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Chinese list of ten lessons, or the English list of eight, each with the length of its clip. */
export const VideoCourse: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const lessons = view.getAllByRole('button', { name: en ? /^Play: / : /^播放：/ });
    await expect(lessons).toHaveLength(en ? 8 : 10);
    await expect(lessons[0]).toHaveAccessibleName(en ? 'Play: Getting started' : '播放：快速入门');
    await expect(lessons.at(-1)).toHaveAccessibleName(
      en ? 'Play: Exporting floor plans and models' : '播放：多楼层拍摄',
    );
  },
};

/** Enter on a lesson opens the player: the clip the build films for it, with captions in the page's language. */
export const LessonPlays: Story = {
  parameters: { fullPage: false },
  play: async ({ canvasElement, globals }) => {
    const lang = storyLocale(globals) === 'en' ? 'en' : 'zh';
    const view = within(canvasElement);
    await userEvent.tab();
    await expect(view.getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog(canvasElement);
    const lesson = lang === 'en' ? 'getting-started' : 'quick-start';
    const video = dialog.querySelector('video');
    await expect(video).toHaveAttribute('src', `/media/tutorials/${lang}/${lesson}.webm`);
    await expect(video?.querySelector('track')).toHaveAttribute('src', `/media/tutorials/${lang}/${lesson}.vtt`);
    await expect(within(dialog).queryByRole('status')).toBeNull();
  },
};

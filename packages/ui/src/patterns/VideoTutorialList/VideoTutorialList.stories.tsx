import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, storyLocale, useSample } from '../../storybook/index.ts';
import { VideoTutorialList, type VideoTutorial } from './VideoTutorialList.tsx';

/** A path on the site's own media host; `preload="none"` means the story never fetches it. */
const media = (name: string) => ({ src: `/media/tutorials/${name}.mp4`, captions: `/media/tutorials/${name}.vtt` });

const lessons: { zh: VideoTutorial[]; en: VideoTutorial[] } = {
  zh: [
    {
      id: 'quick-start',
      title: '快速入门',
      description: '五分钟了解从拍摄到分享的完整流程',
      durationSeconds: 312,
      video: media('quick-start'),
    },
    {
      id: 'unboxing',
      title: '开箱介绍',
      description: '相机、三脚架与配件一览',
      durationSeconds: 185,
      video: media('unboxing'),
    },
    {
      id: 'connect',
      title: '连接相机',
      description: '用手机 App 连接相机热点',
      durationSeconds: 148,
      video: media('connect'),
    },
    { id: 'shooting', title: '拍摄', description: '单点拍摄与站位高度', durationSeconds: 276, video: null },
  ],
  en: [
    {
      id: 'getting-started',
      title: 'Getting started',
      description: 'From the first scan to a shared link in five minutes',
      durationSeconds: 298,
      video: media('getting-started'),
    },
    {
      id: 'unboxing',
      title: 'Unboxing and setup',
      description: 'The camera, tripod and accessories',
      durationSeconds: 185,
      video: media('unboxing'),
    },
    {
      id: 'connect',
      title: 'Connecting the camera',
      description: 'Join the camera from the mobile app',
      durationSeconds: 148,
      video: media('connect'),
    },
    {
      id: 'first-scan',
      title: 'Your first scan',
      description: 'Placing the tripod and capturing a point',
      durationSeconds: 276,
      video: null,
    },
  ],
};

function Demo({ items }: { items?: { zh: VideoTutorial[]; en: VideoTutorial[] } }) {
  return <VideoTutorialList items={useSample(items ?? lessons)} />;
}

const meta = {
  title: 'Patterns/VideoTutorialList',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lessons; Tab moves between them, the last one's video is not published yet. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await expect(view.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.tab();
    await expect(view.getByRole('button', { name: en ? 'Play: Getting started' : '播放：快速入门' })).toHaveFocus();
    await userEvent.tab();
    await expect(view.getByRole('button', { name: en ? 'Play: Unboxing and setup' : '播放：开箱介绍' })).toHaveFocus();
    await expect(view.getByText(en ? 'Coming soon' : '即将上线')).toBeInTheDocument();
    await expect(view.getByText(en ? '4:58' : '5:12')).toBeInTheDocument();
  },
};

/** Enter on a lesson opens the player with the configured video; Escape closes it and focus returns. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const view = within(canvasElement);
    await userEvent.tab();
    const first = view.getAllByRole('button')[0];
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf();
    const video = dialog.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video?.getAttribute('src')).toMatch(/^\/media\/tutorials\/(quick-start|getting-started)\.mp4$/);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThanOrEqual(868);
  },
};

/** A lesson without a video: the dialog says it is coming, and Escape returns focus to the lesson. */
export const ComingSoon: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const last = view.getAllByRole('button')[3];
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf();
    await expect(dialog.querySelector('video')).toBeNull();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      en ? 'This video is coming soon' : '该视频即将上线',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(last).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialogOf();
  },
};

const longLessons: { zh: VideoTutorial[]; en: VideoTutorial[] } = {
  zh: [
    {
      id: 'floors',
      title: '多楼层拍摄：跨楼梯连续拍摄、楼层切换与自动拼接的完整操作演示',
      description: '适用于复式、别墅与多层展馆，讲解楼梯处的站位间距与楼层命名规则',
      durationSeconds: 754,
      video: media('floors'),
    },
    { id: 'dome', title: '球幕视频', durationSeconds: 201, video: media('dome') },
  ],
  en: [
    {
      id: 'floors',
      title:
        'Capturing multiple floors: scanning up a staircase, switching floors and letting the scenes join automatically',
      description:
        'For duplexes, villas and multi-level galleries: spacing scan points on stairs and naming each floor',
      durationSeconds: 754,
      video: media('floors'),
    },
    { id: 'dome', title: '360° dome video', durationSeconds: 201, video: media('dome') },
  ],
};

/** Long Chinese and English titles wrap inside their column; the whole title names the play button. */
export const LongTitles: Story = {
  args: { items: longLessons },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveAccessibleName(
      en ? /^Play: Capturing multiple floors/ : /^播放：多楼层拍摄/,
    );
    await expect(within(canvasElement).getByText('12:34')).toBeInTheDocument();
  },
};

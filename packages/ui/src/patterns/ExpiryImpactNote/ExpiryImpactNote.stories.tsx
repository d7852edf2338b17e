import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { ExpiryImpactNote, type ExpiryImpactNoteProps } from './ExpiryImpactNote.tsx';

const GB = 1024 ** 3;
/** A fixed expiry so the screenshots never change: 27 November 2026. */
const EXPIRY = Date.UTC(2026, 10, 27, 10, 0);

function Demo(props: ExpiryImpactNoteProps) {
  const longName = useSample({
    zh: '上海浦东新区世纪大道一百号环球金融中心七十八层东侧全景展厅与贵宾接待区',
    en: 'Shanghai World Financial Center, 78th floor, east wing panoramic showroom and VIP reception area',
  });
  const impact = {
    ...props.impact,
    scenes: props.impact.scenes.map((scene, index) => (index === 0 ? { ...scene, sceneName: longName } : scene)),
  };
  return (
    <StoryWidth width="accountForm">
      <ExpiryImpactNote {...props} impact={impact} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/ExpiryImpactNote',
  component: Demo,
  args: {
    impact: {
      expiryTime: EXPIRY,
      count: 5,
      bytes: 7.6 * GB,
      scenes: [
        { sceneNum: 'KK-t-1', sceneName: '', size: 2.1 * GB },
        { sceneNum: 'KK-t-2', sceneName: 'Lobby', size: 1.6 * GB },
        { sceneNum: 'KK-t-3', sceneName: 'Meeting room B', size: 1.5 * GB },
      ],
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five scenes would be archived; the list opens by keyboard, names the first three (a long name wraps) and 2 more. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(en ? /5 scenes \(7\.6 GB\) will be archived/ : /5 个场景（7\.6 GB）被封存/),
    ).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Meeting room B')).toBeVisible();
    await expect(canvas.getByText(en ? 'and 2 more' : '另有 2 个')).toBeVisible();
  },
};

/** One scene: the sentence is singular and nothing more is said. */
export const OneScene: Story = {
  args: {
    impact: {
      expiryTime: EXPIRY,
      count: 1,
      bytes: 0.8 * GB,
      scenes: [{ sceneNum: 'KK-t-9', sceneName: '', size: 0.8 * GB }],
    },
  },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    await expect(
      within(canvasElement).getByText(en ? /1 scene \(0\.8 GB\) will be archived/ : /1 个场景/),
    ).toBeInTheDocument();
  },
};

/** Nothing would be archived: the note is not shown at all. */
export const NothingArchived: Story = {
  args: { impact: { expiryTime: EXPIRY, count: 0, bytes: 0, scenes: [] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

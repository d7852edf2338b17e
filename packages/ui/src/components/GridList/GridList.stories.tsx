import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { RoomCover } from '../Card/storyCover.tsx';
import { GridList, GridListItem } from './GridList.tsx';

type Status = 'normal' | 'calculating' | 'failed' | 'archived';

interface Scene {
  id: string;
  name: string;
  meta: string;
  status: Status;
}

const tone: Record<Status, BadgeProps['tone']> = {
  normal: 'positive',
  calculating: 'info',
  failed: 'critical',
  archived: 'neutral',
};

const hue = { normal: 'accent', calculating: 'info', failed: 'caution', archived: 'accent' } as const;

interface DemoProps {
  selectionMode: 'none' | 'single' | 'multiple';
  onSelectionChange: (keys: Selection) => void;
  onAction: (key: string | number) => void;
  empty: boolean;
  long: boolean;
}

function SceneGrid({ selectionMode, onSelectionChange, onAction, empty, long }: DemoProps) {
  const { scenes, labels } = useSample({
    zh: {
      scenes: [
        {
          id: 's1',
          name: long ? '上海徐汇滨江一号院 3 号楼 2 单元 1802 室精装修样板间' : '滨江一号院 1802',
          meta: '2024-05-18 · 浏览 1,280',
          status: 'normal',
        },
        { id: 's2', name: '西湖博物馆常设展厅', meta: '2024-05-10 · 浏览 23,671', status: 'normal' },
        { id: 's3', name: '前海旗舰店', meta: '2024-05-20 · 计算中', status: 'calculating' },
        { id: 's4', name: '老城区川菜馆', meta: '2024-04-02 · 浏览 12', status: 'failed' },
        { id: 's5', name: '2023 样板间（旧）', meta: '2023-11-09 · 浏览 905', status: 'archived' },
        { id: 's6', name: '望京家居体验馆', meta: '2024-03-28 · 浏览 3,410', status: 'normal' },
      ] as Scene[],
      labels: {
        grid: '我的场景',
        normal: '正常',
        calculating: '计算中',
        failed: '计算失败',
        archived: '已封存',
        empty: '还没有场景，用相机拍摄并上传后会显示在这里',
      },
    },
    en: {
      scenes: [
        {
          id: 's1',
          name: long ? 'Riverside One, Building 3, Unit 2, Apartment 1802 furnished show flat' : 'Riverside One 1802',
          meta: '2024-05-18 · 1,280 views',
          status: 'normal',
        },
        { id: 's2', name: 'West Lake museum gallery', meta: '2024-05-10 · 23,671 views', status: 'normal' },
        { id: 's3', name: 'Qianhai flagship store', meta: '2024-05-20 · calculating', status: 'calculating' },
        { id: 's4', name: 'Old town Sichuan restaurant', meta: '2024-04-02 · 12 views', status: 'failed' },
        { id: 's5', name: '2023 show flat (old)', meta: '2023-11-09 · 905 views', status: 'archived' },
        { id: 's6', name: 'Wangjing home showroom', meta: '2024-03-28 · 3,410 views', status: 'normal' },
      ] as Scene[],
      labels: {
        grid: 'My scenes',
        normal: 'Normal',
        calculating: 'Calculating',
        failed: 'Calculation failed',
        archived: 'Archived',
        empty: 'No scenes yet. Shoot with your camera and upload to see them here.',
      },
    },
  });
  const items = empty ? [] : scenes;
  return (
    <StoryWidth width="720px">
      <GridList
        aria-label={labels.grid}
        items={items}
        columns={3}
        selectionMode={selectionMode}
        // Calculating, failed and archived scenes cannot be selected (spec section 4).
        disabledKeys={scenes.filter((scene) => scene.status !== 'normal').map((scene) => scene.id)}
        disabledBehavior="selection"
        onSelectionChange={onSelectionChange}
        onAction={onAction}
        renderEmptyState={() => labels.empty}
      >
        {(scene) => (
          <GridListItem
            id={scene.id}
            textValue={scene.name}
            media={<RoomCover hue={hue[scene.status]} />}
            header={
              <>
                <span>{scene.name}</span>
                <Badge tone={tone[scene.status]} size="small">
                  {labels[scene.status]}
                </Badge>
              </>
            }
          >
            {scene.meta}
          </GridListItem>
        )}
      </GridList>
    </StoryWidth>
  );
}

/** The keys of the last selection reported (React Aria passes its own Set subclass), sorted as strings. */
function lastSelection(callback: unknown): string[] {
  const keys = (callback as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];
  return keys instanceof Set ? [...keys].map(String).sort() : [];
}

const meta = {
  title: 'Components/GridList',
  component: SceneGrid,
  args: { selectionMode: 'multiple', onSelectionChange: fn(), onAction: fn(), empty: false, long: false },
  argTypes: { selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] } },
} satisfies Meta<typeof SceneGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Selecting cards by keyboard: arrows move in two dimensions, Space toggles the checkbox overlay. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('row');
    await userEvent.tab();
    await expect(cards[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cards[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight} ');
    await expect(cards[1]).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['s1', 's2']);
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(cards[5]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cards[5]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(cards[0]).toHaveFocus();
  },
};

/** Calculating, failed and archived scenes stay unselectable, by keyboard too. */
export const DisabledItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('row');
    await expect(within(cards[2] as HTMLElement).getByRole('checkbox')).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(cards[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cards[2]).not.toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await expect(within(cards[3] as HTMLElement).getByRole('checkbox')).toBeDisabled();
  },
};

/** Without selection, Enter opens a card (onAction). */
export const OpenByEnter: Story = {
  args: { selectionMode: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('s4');
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, globals }) => {
    const text = storyLocale(globals) === 'en' ? /No scenes yet/ : /还没有场景/;
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  },
};

export const LongText: Story = { args: { long: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { Tag, TagGroup } from './Tag.tsx';

interface FilterProps {
  onSelectionChange: (keys: 'all' | Set<string | number>) => void;
}

function SceneTypeFilter({ onSelectionChange }: FilterProps) {
  const text = useSample({
    zh: { label: '场景类型', types: ['博物馆', '房产', '电商', '餐饮', '家居', '其他'] },
    en: { label: 'Scene type', types: ['Museum', 'Real estate', 'E-commerce', 'Catering', 'Home', 'Other'] },
  });
  return (
    <TagGroup
      label={text.label}
      selectionMode="multiple"
      defaultSelectedKeys={[2]}
      onSelectionChange={onSelectionChange}
    >
      {text.types.map((name, index) => (
        <Tag key={name} id={index}>
          {name}
        </Tag>
      ))}
    </TagGroup>
  );
}

/** The keys of the last selection reported (React Aria passes its own Set subclass), sorted as strings. */
function lastSelection(callback: unknown): string[] {
  const keys = (callback as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];
  return keys instanceof Set ? [...keys].map(String).sort() : [];
}

interface DemoProps extends FilterProps {
  kind: 'filter' | 'removable';
  long: boolean;
  onRemove: (keys: Set<string | number>) => void;
}

function TagDemo({ kind, long, onSelectionChange, onRemove }: DemoProps) {
  return kind === 'filter' ? (
    <SceneTypeFilter onSelectionChange={onSelectionChange} />
  ) : (
    <RemovableTags onRemove={onRemove} long={long} />
  );
}

const meta = {
  title: 'Components/Tag',
  component: TagDemo,
  args: { kind: 'filter', long: false, onSelectionChange: fn(), onRemove: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['filter', 'removable'] } },
} satisfies Meta<typeof TagDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filter chips: arrows move, Space toggles. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    // Entering the group focuses the selected tag.
    await userEvent.tab();
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[2]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'true');
    await expect(lastSelection(args.onSelectionChange)).toEqual(['0']);
  },
};

function RemovableTags({ onRemove, long }: { onRemove: (keys: Set<string | number>) => void; long: boolean }) {
  const initial = useSample({
    zh: long
      ? ['上海徐汇滨江一号院 3 号楼精装修样板间', '杭州西湖文化广场博物馆常设展厅', '深圳前海旗舰店']
      : ['一楼', '二楼', '地下车库', '屋顶花园'],
    en: long
      ? [
          'Riverside One, Building 3 furnished show flat',
          'West Lake Cultural Plaza museum permanent gallery',
          'Qianhai flagship store',
        ]
      : ['Ground floor', 'First floor', 'Car park', 'Roof garden'],
  });
  const label = useSample(
    long
      ? { zh: '共享给协作者的场景', en: 'Scenes shared with the collaborator' }
      : { zh: '已选楼层', en: 'Selected floors' },
  );
  const [items, setItems] = useState(initial.map((name, id) => ({ id, name })));
  return (
    <StoryWidth width="480px">
      <TagGroup
        label={label}
        items={items}
        onRemove={(keys) => {
          onRemove(keys);
          setItems((current) => current.filter((item) => !keys.has(item.id)));
        }}
      >
        {(item) => <Tag id={item.id}>{item.name}</Tag>}
      </TagGroup>
    </StoryWidth>
  );
}

/** Removable tags: Delete removes the focused one, the remove button works by keyboard too. */
export const Removable: Story = {
  args: { kind: 'removable' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenCalledWith(new Set([0]));
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const removeLabel = storyLocale(globals) === 'en' ? 'Remove' : '移除';
    const buttons = canvas.getAllByRole('button', { name: new RegExp(removeLabel) });
    await expect(buttons).toHaveLength(3);
  },
};

export const LongText: Story = { args: { kind: 'removable', long: true } };

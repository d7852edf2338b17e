import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { Tree, type TreeNode, type TreeProps } from './Tree.tsx';

function folders(long: boolean): { zh: TreeNode[]; en: TreeNode[] } {
  return {
    zh: [
      {
        id: 'projects',
        label: '项目',
        children: [
          {
            id: '2024',
            label: long ? '2024 年上海徐汇滨江一号院精装修样板间（含软装方案对比）' : '2024 样板间',
            children: [
              {
                id: 'floor1',
                label: '一楼',
                children: [
                  { id: 'living', label: '客厅' },
                  { id: 'kitchen', label: '厨房' },
                ],
              },
              { id: 'floor2', label: '二楼', children: [{ id: 'master', label: '主卧' }] },
            ],
          },
          { id: 'museum', label: '博物馆常设展厅' },
        ],
      },
      { id: 'archive', label: '已封存（容量到期）', isDisabled: true, children: [{ id: 'old', label: '2023 样板间' }] },
    ],
    en: [
      {
        id: 'projects',
        label: 'Projects',
        children: [
          {
            id: '2024',
            label: long
              ? '2024 Riverside One furnished show flats, Xuhui, Shanghai (with furnishing options)'
              : '2024 show flats',
            children: [
              {
                id: 'floor1',
                label: 'Ground floor',
                children: [
                  { id: 'living', label: 'Living room' },
                  { id: 'kitchen', label: 'Kitchen' },
                ],
              },
              { id: 'floor2', label: 'First floor', children: [{ id: 'master', label: 'Main bedroom' }] },
            ],
          },
          { id: 'museum', label: 'Museum gallery' },
        ],
      },
      {
        id: 'archive',
        label: 'Archived (capacity expired)',
        isDisabled: true,
        children: [{ id: 'old', label: '2023 show flat' }],
      },
    ],
  };
}

interface DemoProps extends Omit<TreeProps, 'items' | 'aria-label'> {
  long?: boolean;
  empty?: boolean;
}

function FolderTree({ long = false, empty = false, ...props }: DemoProps) {
  const sample = useSample(folders(long));
  const items = empty ? [] : sample;
  const label = useSample({ zh: '场景文件夹', en: 'Scene folders' });
  return (
    <StoryWidth width="360px" exact>
      <Tree {...props} items={items} aria-label={label} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Components/Tree',
  component: FolderTree,
  args: {
    defaultExpandedKeys: ['projects', '2024'],
    onActiveChange: fn(),
    onCheckedChange: fn(),
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof FolderTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = (globals: Record<string, unknown>, zh: string, en: string) => (storyLocale(globals) === 'en' ? en : zh);

/** Arrow keys move and expand, Enter makes a folder the current one (aria-current). */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const projects = canvas.getAllByRole('row')[0];
    await expect(projects).toHaveFocus();
    await expect(projects).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const floor1 = canvas.getByRole('row', { name: name(globals, '一楼', 'Ground floor') });
    await expect(floor1).toHaveFocus();
    await expect(floor1).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(floor1).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('row', { name: name(globals, '厨房', 'Kitchen') })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onActiveChange).toHaveBeenCalledWith('floor1');
    await expect(floor1).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(floor1).toHaveAttribute('aria-expanded', 'false');
    // End goes to the last enabled row (the archived folder after it is disabled).
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('row', { name: name(globals, '博物馆常设展厅', 'Museum gallery') })).toHaveFocus();
  },
};

export const Collapsed: Story = {
  args: { defaultExpandedKeys: [] },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[0]).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = {
  args: { defaultExpandedKeys: ['projects', '2024', 'floor1', 'floor2'] },
};

/** The current folder is marked with an accent bar and aria-current, apart from any checked items. */
export const ActiveItem: Story = {
  args: { defaultActiveKey: '2024' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const active = canvas.getByRole('row', { name: name(globals, '2024 样板间', '2024 show flats') });
    await expect(active).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/**
 * Tri-state checkboxes: "Ground floor" is checked because both its rooms are; "2024" and "Projects" are partly
 * checked. Checking "Main bedroom" with Space completes "First floor" and "2024".
 */
export const CheckedAndPartlyChecked: Story = {
  args: {
    selectionMode: 'multiple',
    defaultExpandedKeys: ['projects', '2024', 'floor1', 'floor2'],
    defaultCheckedKeys: ['living', 'kitchen'],
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const checkboxOf = (zh: string, en: string) => {
      const row = canvas.getByRole('row', { name: name(globals, zh, en) });
      return within(row).getByRole('checkbox');
    };
    await expect(checkboxOf('一楼', 'Ground floor')).toBeChecked();
    await expect(checkboxOf('2024 样板间', '2024 show flats')).toBePartiallyChecked();
    await expect(checkboxOf('项目', 'Projects')).toBePartiallyChecked();
    await expect(checkboxOf('二楼', 'First floor')).not.toBeChecked();

    // Entering the tree focuses the first checked row.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: name(globals, '一楼', 'Ground floor') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('row', { name: name(globals, '主卧', 'Main bedroom') })).toHaveFocus();
    await userEvent.keyboard(' ');
    const checked = new Set(['living', 'kitchen', 'floor1', 'master', 'floor2', '2024']);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(checked);
    await expect(checkboxOf('二楼', 'First floor')).toBeChecked();
    await expect(checkboxOf('2024 样板间', '2024 show flats')).toBeChecked();
    await expect(checkboxOf('项目', 'Projects')).toBePartiallyChecked();
    // Unchecking "Living room" leaves "Ground floor" partly checked; the screenshot shows all three states.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp} ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(new Set(['kitchen', 'master', 'floor2']));
    await expect(checkboxOf('客厅', 'Living room')).not.toBeChecked();
    await expect(checkboxOf('一楼', 'Ground floor')).toBePartiallyChecked();
    await expect(checkboxOf('2024 样板间', '2024 show flats')).toBePartiallyChecked();
  },
};

/** Space on a checked parent unchecks it with all its children. */
export const UncheckParent: Story = {
  args: {
    selectionMode: 'multiple',
    defaultExpandedKeys: ['projects', '2024', 'floor1'],
    defaultCheckedKeys: ['living', 'kitchen'],
  },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const floor1 = canvas.getByRole('row', { name: name(globals, '一楼', 'Ground floor') });
    await expect(floor1).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(new Set());
    await expect(within(floor1).getByRole('checkbox')).not.toBeChecked();
    await expect(within(floor1).getByRole('checkbox')).not.toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { selectionMode: 'multiple', defaultExpandedKeys: [] },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const archive = canvas.getByRole('row', {
      name: name(globals, '已封存（容量到期）', 'Archived (capacity expired)'),
    });
    await expect(archive).toHaveAttribute('aria-disabled', 'true');
    await expect(within(archive).getByRole('checkbox')).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    // The disabled folder is skipped: focus stays on the first row.
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = { args: { long: true, defaultActiveKey: '2024' } };

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(name(globals, '暂无数据', 'No data'))).toBeVisible();
  },
};

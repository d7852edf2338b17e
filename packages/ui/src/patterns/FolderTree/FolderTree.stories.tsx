import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { FolderTree, folderTreeModes, type FolderTreeProps, type SceneFolder } from './FolderTree.tsx';

function sampleFolders(long: boolean): { zh: SceneFolder[]; en: SceneFolder[] } {
  return {
    zh: [
      {
        id: 1,
        name: '住宅项目',
        type: 0,
        children: [
          {
            id: 11,
            name: long ? '滨江一号院三期精装样板间' : '滨江一号院',
            type: 0,
            children: [
              { id: 111, name: '样板间 A 户型', type: 0 },
              { id: 112, name: '样板间 B 户型', type: 0 },
            ],
          },
          { id: 12, name: '翠湖天地', type: 0 },
        ],
      },
      {
        id: 2,
        name: long ? '上海徐汇滨江艺术中心展厅' : '博物馆',
        type: 0,
        children: [
          { id: 21, name: '常设展厅', type: 0 },
          { id: 22, name: '2026 秋季特展', type: 0 },
        ],
      },
      { id: 3, name: '餐饮门店', type: 0 },
    ],
    en: [
      {
        id: 1,
        name: 'Residential',
        type: 0,
        children: [
          {
            id: 11,
            name: long ? 'Riverside 18' : 'Riverside',
            type: 0,
            children: [
              { id: 111, name: 'Show flat A', type: 0 },
              { id: 112, name: 'Show flat B', type: 0 },
            ],
          },
          { id: 12, name: 'Green Lake', type: 0 },
        ],
      },
      {
        id: 2,
        name: long ? 'Headquarters' : 'Museums',
        type: 0,
        children: [
          { id: 21, name: 'Main gallery', type: 0 },
          { id: 22, name: 'Autumn 2026', type: 0 },
        ],
      },
      { id: 3, name: 'Restaurants', type: 0 },
    ],
  };
}

type Args = Omit<FolderTreeProps, 'folders'> & { long?: boolean; empty?: boolean };

function Demo({ long = false, empty = false, ...props }: Args) {
  const folders = useSample(sampleFolders(long));
  return (
    <StoryWidth width={long ? '220px' : '280px'} exact>
      <FolderTree {...props} folders={empty ? [] : folders} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/FolderTree',
  component: Demo,
  args: {
    mode: 'browse',
    defaultExpandedKeys: [1, 11],
    onActiveChange: fn(),
    onCheckedChange: fn(),
    onExpandedChange: fn(),
    onCreateFolder: fn(),
    onRenameFolder: fn(),
    onDeleteFolder: fn(),
  },
  argTypes: { mode: { control: 'inline-radio', options: folderTreeModes } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const pick = (globals: Record<string, unknown>, zh: string, en: string) => (storyLocale(globals) === 'en' ? en : zh);

function rowOf(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).getByRole('row', { name: new RegExp(`^${name}`) });
}

/** Arrow keys move, expand and collapse; Enter opens a folder, which becomes the current one. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: pick(globals, '新建文件夹', 'New folder') })).toHaveFocus();
    await userEvent.tab();
    const residential = rowOf(canvasElement, pick(globals, '住宅项目', 'Residential'));
    await expect(residential).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const museums = rowOf(canvasElement, pick(globals, '博物馆', 'Museums'));
    await expect(museums).toHaveFocus();
    await expect(museums).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await expect(museums).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set([1, 11, 2]));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onActiveChange).toHaveBeenCalledWith(21);
    await expect(rowOf(canvasElement, pick(globals, '常设展厅', 'Main gallery'))).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Arrow Left on a sub-folder goes to its parent, again collapses it.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(museums).toHaveFocus();
    await expect(museums).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The current folder (`active`) is marked with an accent bar and `aria-current`. */
export const ActiveFolder: Story = {
  args: { defaultActiveKey: 111 },
  play: async ({ canvasElement, globals }) => {
    await expect(rowOf(canvasElement, pick(globals, '样板间 A 户型', 'Show flat A'))).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

/**
 * Checkbox mode: "Show flat A" is checked, so its parents are partly checked (`partchecked`); Space on
 * "Show flat B" completes "Riverside", which leaves "Residential" partly checked because "Green Lake" is not.
 */
export const PartlyCheckedParent: Story = {
  args: { mode: 'check', defaultCheckedKeys: [111] },
  play: async ({ canvasElement, args, globals }) => {
    const boxOf = (zh: string, en: string) => within(rowOf(canvasElement, pick(globals, zh, en))).getByRole('checkbox');
    await expect(boxOf('样板间 A 户型', 'Show flat A')).toBeChecked();
    await expect(boxOf('滨江一号院', 'Riverside')).toBePartiallyChecked();
    await expect(boxOf('住宅项目', 'Residential')).toBePartiallyChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(rowOf(canvasElement, pick(globals, '样板间 A 户型', 'Show flat A'))).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(new Set([111, 112, 11]));
    await expect(boxOf('滨江一号院', 'Riverside')).toBeChecked();
    await expect(boxOf('住宅项目', 'Residential')).toBePartiallyChecked();
  },
};

/** Arrow Right from a folder reaches its "…" menu; Enter opens it and the chosen action is reported. */
export const FolderActions: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const green = rowOf(canvasElement, pick(globals, '翠湖天地', 'Green Lake'));
    await expect(green).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const more = within(green).getByRole('button', {
      name: pick(globals, '翠湖天地的操作', 'Actions for Green Lake'),
    });
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onRenameFolder).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    // Focus comes back to the folder's row; Arrow Right and Enter open the menu again for the screenshot.
    await waitFor(() => expect(green.contains(document.activeElement)).toBe(true));
    if (document.activeElement !== more) await userEvent.keyboard('{ArrowRight}');
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('menu');
    await expect(within(again).getAllByRole('menuitem')).toHaveLength(3);
    await expect(args.onDeleteFolder).not.toHaveBeenCalled();
  },
};

/** "New folder" above the tree creates one at the top level. */
export const NewFolder: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: pick(globals, '新建文件夹', 'New folder') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreateFolder).toHaveBeenCalledWith(null);
  },
};

/**
 * Assigning scenes to a collaborator: folders cannot be assigned, so their checkboxes are disabled and a note says
 * why (also the tree's description). Folders still open with Enter, to pick their scenes.
 */
export const CollaborationMode: Story = {
  args: { mode: 'collaboration' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid');
    await expect(tree).toHaveAccessibleDescription(
      storyLocale(globals) === 'en' ? /Only scenes can be given to a collaborator/ : /只有场景可以分配给协作者/,
    );
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: pick(globals, '新建文件夹', 'New folder') })).toBeNull();
    await userEvent.tab();
    const residential = rowOf(canvasElement, pick(globals, '住宅项目', 'Residential'));
    await expect(residential).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await expect(within(residential).getByRole('checkbox')).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onActiveChange).toHaveBeenCalledWith(11);
  },
};

/** Names at the 12-character limit in a narrow column wrap instead of being cut. */
export const LongNames: Story = {
  args: { long: true, defaultExpandedKeys: [1, 11, 2], defaultActiveKey: 11 },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(globals, '还没有文件夹', 'No folders yet'))).toBeVisible();
  },
};

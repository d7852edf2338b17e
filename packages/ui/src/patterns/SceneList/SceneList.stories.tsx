import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageForCode } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { sampleScenes } from './sampleScenes.ts';
import { SceneList, sceneListViews, type SceneListProps } from './SceneList.tsx';
import type { SceneStatus } from '@kankan/domain';

type Args = Omit<SceneListProps, 'scenes' | 'searchKey'> & {
  long?: boolean;
  empty?: boolean;
  only?: SceneStatus;
  search?: boolean;
};

function Demo({ long = false, empty = false, only, search = false, ...props }: Args) {
  const scenes = useSample(sampleScenes(long));
  const searchKey = useSample({ zh: '独栋别墅', en: 'detached villa' });
  const shown = empty ? [] : only ? scenes.filter((scene) => scene.status === only) : scenes;
  // About the room the list has in the account area, next to the side menu and the folder tree.
  return (
    <StoryWidth width="1000px">
      <SceneList {...props} scenes={shown} searchKey={search ? searchKey : undefined} timeZone="Asia/Shanghai" />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/SceneList',
  component: Demo,
  // A page of eight scenes is taller than the 800 px viewport: the screenshot grows to show all of it.
  parameters: { fullPage: true },
  args: {
    view: 'list',
    flavour: 'own',
    total: 36,
    page: 1,
    pageSize: 8,
    onSelectionChange: fn(),
    onSceneAction: fn(),
    onMoveSelected: fn(),
    onDeleteSelected: fn(),
    onExpandCapacity: fn(),
    onPageChange: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: sceneListViews },
    flavour: { control: 'inline-radio', options: ['own', 'cooperation'] },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => storyLocale(globals) === 'en';

/** Presses `key` until `target` has focus (at most `max` times), then checks it does. */
async function pressUntil(key: string, target: HTMLElement, max = 16) {
  for (let i = 0; i < max && document.activeElement !== target; i += 1) await userEvent.keyboard(key);
  await expect(target).toHaveFocus();
}

function rowOf(canvasElement: HTMLElement, sceneNum: string): HTMLElement {
  const row = within(canvasElement)
    .getAllByRole('row')
    .find((candidate) => candidate.getAttribute('data-key') === sceneNum);
  if (!row) throw new Error(`no row ${sceneNum}`);
  return row;
}

function lastKeys(callback: unknown): string[] {
  const keys = (callback as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];
  return keys instanceof Set ? [...keys].map(String).sort() : [];
}

/** Opens the "more actions" menu of a row by keyboard: Arrow Left from the row reaches its last button. */
async function openMoreMenu(canvasElement: HTMLElement, row: HTMLElement, globals: Record<string, unknown>) {
  const more = within(row).getByRole('button', { name: en(globals) ? /^More actions for/ : /的更多操作$/ });
  await pressUntil('{ArrowLeft}', more);
  await userEvent.keyboard('{Enter}');
  const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return menu;
}

/**
 * My scenes in the list view, every state on one page. Space ticks rows (unselectable ones are skipped), the bulk
 * Delete acts on the ticked scenes, Enter on a row views it.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const first = rowOf(canvasElement, 't-8aBcD12');
    const second = rowOf(canvasElement, 't-3kLmN45');
    await pressUntil('{Tab}', first);
    // Enter views the focused scene while nothing is ticked (afterwards Enter ticks, as Space does).
    await userEvent.keyboard('{Enter}');
    await expect(args.onSceneAction).toHaveBeenCalledWith('view', expect.objectContaining({ sceneNum: 't-8aBcD12' }));
    await userEvent.keyboard(' {ArrowDown} ');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['t-3kLmN45', 't-8aBcD12']);
    await expect(canvas.getByText(en(globals) ? '2 selected' : '已选 2 个')).toBeVisible();
    // Back out of the table (Shift+Tab) to the bulk Delete button.
    const remove = canvas.getByRole('button', { name: en(globals) ? 'Delete' : '删除' });
    await expect(remove).toBeEnabled();
    await pressUntil('{Shift>}{Tab}{/Shift}', remove);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDeleteSelected).toHaveBeenCalledWith(['t-8aBcD12', 't-3kLmN45']);
  },
};

/** Two scenes ticked: "Invite a collaborator" in the bar hands both over, for one invitation to all of them. */
export const InviteSelected: Story = {
  args: { onCollaborateSelected: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await pressUntil('{Tab}', rowOf(canvasElement, 't-8aBcD12'));
    await userEvent.keyboard(' {ArrowDown} ');
    const invite = canvas.getByRole('button', { name: en(globals) ? 'Invite a collaborator' : '邀请协作者' });
    await pressUntil('{Shift>}{Tab}{/Shift}', invite);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollaborateSelected).toHaveBeenCalledTimes(1);
    const [sceneNums] = (args.onCollaborateSelected as unknown as { mock: { lastCall: [string[]] } }).mock.lastCall;
    await expect(sceneNums).toHaveLength(2);
  },
};

/**
 * "Select all" in the header ticks only the normal scenes: the calculating, failed and archived ones keep disabled,
 * empty checkboxes, and the header still shows all ticked.
 */
export const SelectAllSkipsUnselectable: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: en(globals) ? 'Select all' : '全选' });
    await pressUntil('{Tab}', rowOf(canvasElement, 't-8aBcD12'));
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(selectAll.closest('[role="columnheader"]')?.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard(' ');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['t-3kLmN45', 't-4fGhI89', 't-7bCdE56', 't-8aBcD12']);
    await expect(selectAll).toBeChecked();
    for (const sceneNum of ['t-9pQrS78', 't-2tUvW01', 't-5xYzA34', 't-6jKlM23']) {
      const box = within(rowOf(canvasElement, sceneNum)).getByRole('checkbox');
      await expect(box).toBeDisabled();
      await expect(box).not.toBeChecked();
    }
    await expect(canvas.getByText(en(globals) ? '4 selected' : '已选 4 个')).toBeVisible();
  },
};

/** Cover view: "Select all" in the bar ticks the selectable cards; Space on a card unticks it again. */
export const CoverView: Story = {
  args: { view: 'cover' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: en(globals) ? 'Select all' : '全选' });
    await pressUntil('{Tab}', selectAll);
    await userEvent.keyboard(' ');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['t-3kLmN45', 't-4fGhI89', 't-7bCdE56', 't-8aBcD12']);
    await expect(selectAll).toBeChecked();
    const firstCard = rowOf(canvasElement, 't-8aBcD12');
    await pressUntil('{Tab}', firstCard);
    await userEvent.keyboard(' ');
    await expect(firstCard).toHaveAttribute('aria-selected', 'false');
    await expect(selectAll).toBePartiallyChecked();
    // The calculating card cannot be ticked.
    const calculating = rowOf(canvasElement, 't-9pQrS78');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(calculating).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(calculating).not.toHaveAttribute('aria-selected', 'true');
    await expect(lastKeys(args.onSelectionChange)).toEqual(['t-3kLmN45', 't-4fGhI89', 't-7bCdE56']);
  },
};

/** Normal scenes allow every action: the menu shares, requests a download, renames, moves, collaborates and deletes. */
export const Normal: Story = {
  args: { only: 'normal', total: 4 },
  play: async ({ canvasElement, args, globals }) => {
    const row = rowOf(canvasElement, 't-3kLmN45');
    await pressUntil('{Tab}', rowOf(canvasElement, 't-8aBcD12'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(row).toHaveFocus();
    const menu = await openMoreMenu(canvasElement, row, globals);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(6);
    for (const item of items) await expect(item).not.toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSceneAction).toHaveBeenCalledWith(
      'collaborate',
      expect.objectContaining({ sceneNum: 't-3kLmN45' }),
    );
  },
};

/**
 * A camera (device) login is offered rename and delete only: no view or edit buttons, a menu of two, no move in the
 * bulk bar.
 */
export const RenameAndDeleteOnly: Story = {
  args: { only: 'normal', total: 4, actions: ['rename', 'delete'], onMoveSelected: undefined },
  play: async ({ canvasElement, args, globals }) => {
    const row = rowOf(canvasElement, 't-3kLmN45');
    await expect(within(row).queryByRole('button', { name: en(globals) ? /^View/ : /^查看/ })).toBeNull();
    await pressUntil('{Tab}', rowOf(canvasElement, 't-8aBcD12'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(row).toHaveFocus();
    const menu = await openMoreMenu(canvasElement, row, globals);
    const items = within(menu).getAllByRole('menuitem');
    await expect(items).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSceneAction).toHaveBeenCalledWith('rename', expect.objectContaining({ sceneNum: 't-3kLmN45' }));
  },
};

/** Calculating scenes cannot be viewed, edited, shared, moved or given to a collaborator; renaming still works. */
export const Calculating: Story = {
  args: { only: 'calculating', total: 1 },
  play: async ({ canvasElement, args, globals }) => {
    const row = rowOf(canvasElement, 't-9pQrS78');
    await expect(within(row).getByRole('checkbox')).toBeDisabled();
    await expect(within(row).getByRole('button', { name: en(globals) ? /^View / : /^查看/ })).toBeDisabled();
    await pressUntil('{Tab}', row);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSceneAction).not.toHaveBeenCalled();
    const menu = await openMoreMenu(canvasElement, row, globals);
    const rename = within(menu).getByRole('menuitem', { name: en(globals) ? 'Rename' : '重命名' });
    await expect(rename).not.toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('menuitem', { name: en(globals) ? /^Share/ : /^分享/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Share, download, move and collaborate say why; view and edit are the disabled buttons in the row.
    await expect(
      within(menu).getAllByText(en(globals) ? 'Available when the calculation finishes' : '计算完成后可用'),
    ).toHaveLength(4);
  },
};

/** A failed calculation: the scene cannot be opened, but it can be renamed or deleted. */
export const Failed: Story = {
  args: { only: 'failed', total: 1 },
  play: async ({ canvasElement, args, globals }) => {
    const row = rowOf(canvasElement, 't-2tUvW01');
    await pressUntil('{Tab}', row);
    await openMoreMenu(canvasElement, row, globals);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onSceneAction).toHaveBeenCalledWith('delete', expect.objectContaining({ sceneNum: 't-2tUvW01' }));
  },
};

/**
 * Archived scenes: nothing can be done with them, deleting is refused with the 5008 message, and the notice above
 * the list explains how to unseal them.
 */
export const Archived: Story = {
  args: { only: 'archived', total: 2 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(en(globals) ? /bind a camera that has a membership/ : /绑定有会员的相机/),
    ).toBeVisible();
    const row = rowOf(canvasElement, 't-5xYzA34');
    await expect(within(row).getByRole('button', { name: en(globals) ? /^Edit / : /^编辑/ })).toBeDisabled();
    await pressUntil('{Tab}', canvas.getByRole('button', { name: en(globals) ? 'Expand capacity' : '扩容' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onExpandCapacity).toHaveBeenCalled();
    await pressUntil('{Tab}', row);
    const menu = await openMoreMenu(canvasElement, row, globals);
    for (const item of within(menu).getAllByRole('menuitem'))
      await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByText(messageForCode(5008))).toBeVisible();
    await expect(args.onSceneAction).not.toHaveBeenCalled();
  },
};

/**
 * Collaborative scenes: the owner is shown instead of the collaborator, nothing can be ticked, and only the owner
 * may request a download, rename, move, collaborate or delete.
 */
export const CollaborativeScenes: Story = {
  args: { flavour: 'cooperation', total: 8 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByRole('columnheader', { name: en(globals) ? 'Owner' : '所有者' })).toBeVisible();
    const row = rowOf(canvasElement, 't-8aBcD12');
    await pressUntil('{Tab}', row);
    const menu = await openMoreMenu(canvasElement, row, globals);
    const remove = within(menu).getByRole('menuitem', { name: en(globals) ? /^Delete/ : /^删除/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(menu).getAllByText(en(globals) ? "Only the scene's owner can do this" : '仅场景所有者可操作'),
    ).toHaveLength(5);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSceneAction).toHaveBeenCalledWith('share', expect.objectContaining({ sceneNum: 't-8aBcD12' }));
  },
};

/** Collaborative scenes as cover cards: the owner in each card's footer, no checkboxes. */
export const CollaborativeCovers: Story = {
  args: { flavour: 'cooperation', view: 'cover' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.getByText(en(globals) ? 'Owner: wangfang' : '所有者：wangfang')).toBeVisible();
  },
};

export const LongNames: Story = { args: { long: true } };

export const LongNamesCover: Story = { args: { long: true, view: 'cover' } };

export const Empty: Story = {
  args: { empty: true, total: 0 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: en(globals) ? 'No scenes yet' : '还没有场景' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const EmptyCover: Story = { args: { empty: true, total: 0, view: 'cover' } };

export const EmptySearch: Story = {
  args: { empty: true, total: 0, search: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', {
        name: en(globals) ? 'No scenes match “detached villa”' : '没有与“独栋别墅”匹配的场景',
      }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('t-8aBcD12', { exact: false })).toBeNull();
  },
};

export const LoadingCover: Story = {
  args: { isLoading: true, view: 'cover' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(en(globals) ? 'Loading' : '加载中');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Any page of the list: the pagination reports the page chosen with the keyboard. */
export const Paging: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args, globals }) => {
    const next = within(canvasElement).getByRole('button', { name: en(globals) ? 'Next page' : '下一页' });
    await pressUntil('{Tab}', next, 40);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { KEYWORD_TYPE, SCENE_SEARCH_KEY_MAX } from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import type { SceneListView } from '../SceneList/SceneList.tsx';
import { SceneSearchBar, type SceneSearchBarProps } from './SceneSearchBar.tsx';

type Args = Omit<SceneSearchBarProps, 'view'> & { initialView?: SceneListView; searching?: boolean };

/** Keeps the view in state, as the page does, so the toggle shows the choice. */
function Demo({ initialView = 'list', searching = false, onViewChange, ...props }: Args) {
  const [view, setView] = useState<SceneListView>(initialView);
  const sampleKey = useSample({ zh: '样板间', en: 'show flat' });
  return (
    <SceneSearchBar
      {...props}
      defaultSearchKey={searching ? sampleKey : props.defaultSearchKey}
      view={view}
      onViewChange={(next) => {
        setView(next);
        onViewChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/SceneSearchBar',
  component: Demo,
  args: { sceneNum: 28, total: 36, onSearch: fn(), onViewChange: fn(), onKeywordTypeChange: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => storyLocale(globals) === 'en';

/** A scene-name search typed and sent with Enter; the key is trimmed. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(en(globals) ? '36 scenes, 28 counted against capacity' : '共 36 个场景，28 个占用容量'),
    ).toBeVisible();
    await tabTo(canvas.getByRole('searchbox'));
    await userEvent.keyboard(en(globals) ? ' Riverside {Enter}' : ' 滨江 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      searchKey: en(globals) ? 'Riverside' : '滨江',
      keywordType: KEYWORD_TYPE.sceneName,
    });
  },
};

/** The keyword type chosen with the arrow keys: a search by camera serial number. */
export const SearchByCamera: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('button', { name: en(globals) ? /Scene name/ : /场景名称/ });
    await tabTo(picker);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await waitFor(() => expect(listbox.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onKeywordTypeChange).toHaveBeenCalledWith(KEYWORD_TYPE.camera);
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveAttribute(
      'placeholder',
      en(globals) ? 'Search by camera name or SN' : '按相机名称或 SN 搜索',
    );
    await tabTo(box);
    await userEvent.keyboard('KKPRO10023{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ searchKey: 'KKPRO10023', keywordType: KEYWORD_TYPE.camera });
  },
};

/** While a search is active the number of matches leads the summary. */
export const WithResults: Story = {
  args: { searching: true, defaultKeywordType: KEYWORD_TYPE.sceneName, listTotal: 5 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(en(globals) ? '5 found' : '找到 5 个')).toBeVisible();
  },
};

/** Arrow Right and Enter on the view switch choose the cover view. */
export const ToggleView: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('radio', { name: en(globals) ? 'List view' : '列表视图' });
    const cover = canvas.getByRole('radio', { name: en(globals) ? 'Cover view' : '封面视图' });
    await tabTo(list);
    await userEvent.keyboard('{ArrowRight}');
    await expect(cover).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewChange).toHaveBeenCalledWith('cover');
    await expect(cover).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('list');
    await expect(list).toHaveAttribute('aria-checked', 'true');
  },
};

/** A key over 50 characters: a message at the field, nothing sent, the text kept; shortening it clears the message. */
export const TooLong: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox');
    const text = en(globals)
      ? 'Riverside One Building 3 Unit 2 Apartment 1802 show flat'
      : '上海徐汇滨江一号院三号楼二单元一八零二室精装修样板间含软装方案对比上海徐汇滨江一号院三号楼二单元一八零二室';
    await expect([...text].length).toBeGreaterThan(SCENE_SEARCH_KEY_MAX);
    await tabTo(box);
    await userEvent.keyboard(`${text}{Enter}`);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(box).toHaveValue(text);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText(en(globals) ? /can be at most 50 characters long/ : /不能超过 50 个字符/),
    ).toBeVisible();
  },
};

/** The collaborative list counts nothing against my capacity: the summary gives only the total. */
export const CollaborativeCount: Story = {
  args: { hideSceneNum: true, total: 3, initialView: 'cover' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(en(globals) ? '3 scenes' : '共 3 个场景')).toBeVisible();
  },
};

/** While the list loads the counts are unknown: the summary says nothing (not "0 scenes") and keeps its place. */
export const Counting: Story = {
  args: { total: null, sceneNum: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // No count anywhere in the bar (its other texts have no digits).
    await expect(canvas.queryByText(/\d/)).toBeNull();
    await expect(canvas.getByRole('searchbox')).toBeEnabled();
  },
};

/** Clearing the box with Escape searches for everything again. */
export const Clear: Story = {
  args: { defaultSearchKey: 'KKPRO10023', defaultKeywordType: KEYWORD_TYPE.camera, listTotal: 12 },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await tabTo(box);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith({ searchKey: '', keywordType: KEYWORD_TYPE.camera });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CASE_SORT } from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { CaseFilters } from './CaseFilters.tsx';
import type { CaseFilterValue } from './caseFilterValue.ts';

interface DemoProps {
  initial: CaseFilterValue;
  onChange: (value: CaseFilterValue) => void;
}

/** Holds the value as the case page does (in its address), and reports every change. */
function Demo({ initial, onChange }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <CaseFilters
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/CaseFilters',
  component: Demo,
  args: {
    initial: { cameraType: 'all', sort: CASE_SORT.recommended, keyword: '' },
    onChange: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: the arrow picks Lite, Space selects it; in the sort group the arrows reach "Most viewed"; a keyword
 * typed and sent with Enter is trimmed.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    await userEvent.tab();
    await expect(view.getByRole('radio', { name: en ? 'All cameras' : '全部相机' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}[Space]');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      cameraType: 'lite',
      sort: CASE_SORT.recommended,
      keyword: '',
    });
    // Every option is a tab stop; the arrows move within a group.
    await tabTo(view.getByRole('radio', { name: en ? 'Recommended' : '官网推荐' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ cameraType: 'lite', sort: CASE_SORT.hot, keyword: '' });
    await tabTo(view.getByRole('searchbox'));
    await userEvent.keyboard(en ? '  museum {Enter}' : '  博物馆 {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      cameraType: 'lite',
      sort: CASE_SORT.hot,
      keyword: en ? 'museum' : '博物馆',
    });
    await expect(view.getByRole('searchbox')).toHaveValue(en ? 'museum' : '博物馆');
  },
};

/** Filters applied (Pro, newest, a keyword); Escape in the box clears the keyword. */
export const FiltersApplied: Story = {
  args: { initial: { cameraType: 'pro', sort: CASE_SORT.newest, keyword: '样板间' } },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement);
    await expect(view.getAllByRole('radio', { checked: true })).toHaveLength(2);
    const search = view.getByRole('searchbox');
    await expect(search).toHaveValue('样板间');
    search.focus();
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith({ cameraType: 'pro', sort: CASE_SORT.newest, keyword: '' });
  },
};

function NoResultsDemo({ initial, onChange }: DemoProps) {
  const [value, setValue] = useState(initial);
  const text = useSample({
    zh: { title: '没有符合条件的案例', description: '换个关键词，或清除筛选条件查看全部案例。', clear: '清除筛选' },
    en: {
      title: 'No cases match these filters',
      description: 'Try another keyword, or clear the filters to see every case.',
      clear: 'Clear filters',
    },
  });
  const change = (next: CaseFilterValue) => {
    setValue(next);
    onChange(next);
  };
  return (
    <Stack space="xxlarge">
      <CaseFilters value={value} onChange={change} />
      <EmptyState
        title={text.title}
        description={text.description}
        action={
          <Button
            variant="outline"
            onPress={() => change({ cameraType: 'all', sort: CASE_SORT.recommended, keyword: '' })}
          >
            {text.clear}
          </Button>
        }
      />
    </Stack>
  );
}

/** Empty results on the case page: filters kept, and a way back to every case. */
export const EmptyResults: Story = {
  args: { initial: { cameraType: 'lite', sort: CASE_SORT.hot, keyword: 'Aquarium gift shop' } },
  render: (args) => <NoResultsDemo {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(canvasElement);
    const clear = view.getByRole('button', { name: en ? 'Clear filters' : '清除筛选' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      cameraType: 'all',
      sort: CASE_SORT.recommended,
      keyword: '',
    });
    await expect(view.getByRole('searchbox')).toHaveValue('');
    await expect(view.getByRole('radio', { name: en ? 'All cameras' : '全部相机' })).toBeChecked();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GridViewIcon, ListViewIcon } from '../../icons/icons.tsx';
import { useSample } from '../../storybook/index.ts';
import { ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup.tsx';

const meta = {
  title: 'Components/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: { onSelectionChange: fn(), defaultSelectedKeys: ['list'] },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function ViewSwitch(props: ToggleButtonGroupProps) {
  const text = useSample({
    zh: { group: '视图', list: '列表视图', cover: '封面视图' },
    en: { group: 'View', list: 'List view', cover: 'Cover view' },
  });
  return (
    <ToggleButtonGroup {...props} aria-label={text.group}>
      <ToggleButton id="list" label={text.list}>
        <ListViewIcon />
      </ToggleButton>
      <ToggleButton id="cover" label={text.cover}>
        <GridViewIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Tab into the group, move with the arrow key, select with Enter; one view always stays selected. */
export const Playground: Story = {
  render: (args) => <ViewSwitch {...args} />,
  play: async ({ canvasElement, args }) => {
    const [list, cover] = within(canvasElement).getAllByRole('radio');
    if (!list || !cover) throw new Error('two options expected');
    await expect(list).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cover).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(cover).toHaveAttribute('aria-checked', 'true');
    await expect(list).toHaveAttribute('aria-checked', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['cover']));
    // Pressing the selected option again keeps it selected.
    await userEvent.keyboard(' ');
    await expect(cover).toHaveAttribute('aria-checked', 'true');
  },
};

export const WithText: Story = {
  args: { size: 'small', defaultSelectedKeys: ['month'] },
  render: (args) => {
    return <TextSwitch {...args} />;
  },
};

function TextSwitch({ yearDisabled, ...props }: ToggleButtonGroupProps & { yearDisabled?: boolean }) {
  const text = useSample({
    zh: { group: '计费周期', month: '按月付费', year: '按年付费（立省两个月费用）' },
    en: { group: 'Billing period', month: 'Monthly', year: 'Yearly (two months free)' },
  });
  return (
    <ToggleButtonGroup {...props} aria-label={text.group}>
      <ToggleButton id="month">{text.month}</ToggleButton>
      <ToggleButton id="year" isDisabled={yearDisabled}>
        {text.year}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <ViewSwitch {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).not.toHaveFocus();
  },
};

/** A disabled option is skipped: the arrow keys stop at the last enabled one, and a click does not select it. */
export const DisabledOption: Story = {
  args: { size: 'small', defaultSelectedKeys: ['month'] },
  render: (args) => <TextSwitch {...args} yearDisabled />,
  play: async ({ canvasElement, args }) => {
    const [month, year] = within(canvasElement).getAllByRole('radio');
    if (!month || !year) throw new Error('two options expected');
    await expect(year).toBeDisabled();
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(month).toHaveFocus();
    await userEvent.click(year, { pointerEventsCheck: 0 });
    await expect(month).toHaveAttribute('aria-checked', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryWidth, playInvalid, requiredInForm, storyLocale, useSample } from '../../storybook/index.ts';
import { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup.tsx';

/** The collaboration permissions a scene owner can give (spec: select all offered, four per row). */
const permissions: { zh: CheckboxOption[]; en: CheckboxOption[] } = {
  zh: [
    { value: 'view', label: '查看场景' },
    { value: 'edit-hotspot', label: '编辑热点' },
    { value: 'edit-logo', label: '编辑标志' },
    { value: 'measure', label: '测量' },
    { value: 'guide', label: '导览讲解' },
    { value: 'download', label: '下载数据' },
    { value: 'share', label: '分享' },
    { value: 'statistics', label: '访问统计' },
  ],
  en: [
    { value: 'view', label: 'View scene' },
    { value: 'edit-hotspot', label: 'Edit hotspots' },
    { value: 'edit-logo', label: 'Edit logo' },
    { value: 'measure', label: 'Measure' },
    { value: 'guide', label: 'Guided tour' },
    { value: 'download', label: 'Download data' },
    { value: 'share', label: 'Share' },
    { value: 'statistics', label: 'Visit statistics' },
  ],
};

type Sample = { label: string; description?: string; errorMessage?: string };
type Props = Omit<CheckboxGroupProps, 'options'> & { options?: readonly CheckboxOption[] };

function Permissions({ sample, options, ...props }: Props & { sample: { zh: Sample; en: Sample } }) {
  const localOptions = useSample(permissions);
  return (
    <StoryWidth width="640px">
      <CheckboxGroup
        {...props}
        {...useSample(sample)}
        options={options && options.length > 0 ? options : localOptions}
      />
    </StoryWidth>
  );
}

const permissionLabel = {
  zh: { label: '协作权限', description: '协作者只能使用勾选的场景功能' },
  en: { label: 'Permissions', description: 'Collaborators can use only the ticked scene functions' },
};

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: { onChange: fn(), options: [] },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Four per row with select all. Space on select all ticks every option, Space on an option makes select all
 * indeterminate, and Space on select all again ticks the rest.
 */
export const Playground: Story = {
  args: { columns: 4, showSelectAll: true, defaultValue: ['view'] },
  render: (args) => <Permissions {...args} sample={permissionLabel} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: storyLocale(globals) === 'en' ? 'Select all' : '全选' });
    const boxes = canvas.getAllByRole('checkbox').filter((box) => box !== all);
    await expect(boxes).toHaveLength(8);
    await expect(all).toBePartiallyChecked();
    await userEvent.tab();
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    for (const box of boxes) await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(permissions.en.map((option) => option.value));
    await userEvent.keyboard(' ');
    for (const box of boxes) await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(all).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(all).toBePartiallyChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['edit-hotspot']);
  },
};

/** Required: submitting with nothing ticked shows the localized "select at least one" at the group. */
export const Required: Story = requiredInForm<Props>({
  field: (args) => <Permissions {...args} name="permissions" isRequired columns={4} sample={permissionLabel} />,
  submit: { zh: '邀请', en: 'Invite' },
  target: 'group',
  message: 'atLeastOne',
  mark: 'data-invalid',
  description: 'contains',
  after: async (_group, { canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(boxes[0]).toHaveFocus();
  },
});

const noPermission = {
  zh: { label: '协作权限', errorMessage: '请至少选择一项权限' },
  en: { label: 'Permissions', errorMessage: 'Please select at least one permission' },
};

export const Invalid: Story = {
  args: { isInvalid: true, columns: 4 },
  render: (args) => <Permissions {...args} sample={noPermission} />,
  play: playInvalid('group', noPermission, { mark: 'data-invalid' }),
};

/** A disabled option keeps its state; select all counts only the options that can change. */
export const WithDisabledOption: Story = {
  args: { columns: 4, showSelectAll: true, defaultValue: ['view'] },
  render: (args) => <DisabledOptionDemo {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: storyLocale(globals) === 'en' ? 'Select all' : '全选' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(all).toBeChecked();
    // The disabled, ticked option stays ticked whatever select all does.
    await expect(args.onChange).toHaveBeenLastCalledWith(permissions.en.map((option) => option.value));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['view']);
  },
};

function DisabledOptionDemo(props: Props) {
  const options = useSample(permissions).map((option) =>
    option.value === 'view' ? { ...option, isDisabled: true } : option,
  );
  return <Permissions {...props} options={options} sample={permissionLabel} />;
}

export const Disabled: Story = {
  args: { isDisabled: true, columns: 4, showSelectAll: true, defaultValue: ['view', 'share'] },
  render: (args) => <Permissions {...args} sample={permissionLabel} />,
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, columns: 4, showSelectAll: true, defaultValue: ['view', 'share'] },
  render: (args) => <Permissions {...args} sample={permissionLabel} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

/** One column, with descriptions per option. */
export const Column: Story = {
  render: (args) => <ColumnDemo {...args} />,
};

function ColumnDemo(props: Props) {
  const text = useSample({
    zh: {
      label: '消息通知',
      options: [
        { value: 'calc', label: '场景计算完成', description: '计算成功或失败时通知我' },
        { value: 'expire', label: '容量即将到期', description: '到期前 7 天提醒' },
        { value: 'invoice', label: '发票已开具', description: '电子发票发送到邮箱时通知我' },
      ],
    },
    en: {
      label: 'Notifications',
      options: [
        { value: 'calc', label: 'Scene calculated', description: 'When a calculation succeeds or fails' },
        { value: 'expire', label: 'Capacity expiring', description: '7 days before it expires' },
        { value: 'invoice', label: 'Invoice issued', description: 'When the e-invoice is e-mailed' },
      ],
    },
  });
  return (
    <StoryWidth width="640px">
      <CheckboxGroup {...props} label={text.label} options={text.options} defaultValue={['expire']} />
    </StoryWidth>
  );
}

export const LongChinese: Story = {
  args: { columns: 4, showSelectAll: true, isInvalid: true, isRequired: true },
  render: (args) => <LongDemo {...args} lang="zh" />,
};

export const LongEnglish: Story = {
  args: { columns: 4, showSelectAll: true, isInvalid: true, isRequired: true },
  render: (args) => <LongDemo {...args} lang="en" />,
};

function LongDemo({ lang, ...props }: Props & { lang: 'zh' | 'en' }) {
  const text =
    lang === 'zh'
      ? {
          label: '为协作者分配可以使用的场景功能权限（保存后立即生效，协作者无需重新登录）',
          errorMessage: '请至少选择一项权限后再邀请协作者，您填写的协作者用户名会保留。',
          options: [
            { value: 'a', label: '查看全部场景与漫游点位' },
            { value: 'b', label: '编辑热点、标签与多媒体标注' },
            { value: 'c', label: '更换场景标志与开场动画' },
            { value: 'd', label: '下载点云与模型数据' },
          ],
        }
      : {
          label: 'Scene functions the collaborator may use (effective at once after saving, no new log-in needed)',
          errorMessage: 'Select at least one permission before inviting. The user name you entered is kept.',
          options: [
            { value: 'a', label: 'View every scene and viewpoint' },
            { value: 'b', label: 'Edit hotspots, tags and media annotations' },
            { value: 'c', label: 'Change the scene logo and opening animation' },
            { value: 'd', label: 'Download point clouds and model data' },
          ],
        };
  return (
    <StoryWidth width="640px">
      <CheckboxGroup {...props} label={text.label} errorMessage={text.errorMessage} options={text.options} />
    </StoryWidth>
  );
}

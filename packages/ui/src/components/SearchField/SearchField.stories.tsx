import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playInvalid, sampledField, storyLocale } from '../../storybook/index.ts';
import { SearchField } from './SearchField.tsx';

const Localized = sampledField(SearchField, '400px');

const sceneSearch = {
  zh: { label: '搜索场景', placeholder: '输入场景名称或相机序列号' },
  en: { label: 'Search scenes', placeholder: 'Scene name or camera serial number' },
};

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { onChange: fn(), onSubmit: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed and submitted with Enter, cleared with Escape, typed again; the clear button has a localized name. */
export const Playground: Story = {
  render: (args) => <Localized {...args} sample={sceneSearch} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.tab();
    await userEvent.keyboard('样板间');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('样板间');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await userEvent.keyboard('博物馆');
    await expect(
      canvas.getByRole('button', { name: storyLocale(globals) === 'en' ? 'Clear search' : '清除搜索' }),
    ).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('博物馆');
  },
};

export const Empty: Story = {
  render: (args) => <Localized {...args} sample={sceneSearch} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { hidden: true });
    await expect(button).not.toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { defaultValue: 'KK8L-2024' },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { ...sceneSearch.zh, description: '已封存的场景不会出现在搜索结果中' },
        en: { ...sceneSearch.en, description: 'Archived scenes are not included in the results' },
      }}
    />
  ),
};

const withSymbols = {
  zh: { ...sceneSearch.zh, errorMessage: '搜索词不能包含特殊符号' },
  en: { ...sceneSearch.en, errorMessage: 'Search words cannot contain symbols' },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '%%' },
  render: (args) => <Localized {...args} sample={withSymbols} />,
  play: playInvalid('searchbox', withSymbols),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '样板间' },
  render: (args) => <Localized {...args} sample={sceneSearch} />,
};

export const LongChinese: Story = {
  args: { defaultValue: '深圳市南山区科技园高新技术产业园区样板间全景漫游与三维空间展示场景' },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '按场景名称、相机序列号或协作者用户名搜索全部场景与文件夹',
          description: '最多显示前 100 条匹配结果',
        },
        en: {
          label: '按场景名称、相机序列号或协作者用户名搜索全部场景与文件夹',
          description: '最多显示前 100 条匹配结果',
        },
      }}
    />
  ),
};

export const LongEnglish: Story = {
  args: { defaultValue: 'Nanshan Science Park show flat walkthrough with the full 3D space capture' },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: 'Search every scene and folder by scene name, camera serial number or collaborator user name',
          description: 'Only the first 100 matches are shown',
        },
        en: {
          label: 'Search every scene and folder by scene name, camera serial number or collaborator user name',
          description: 'Only the first 100 matches are shown',
        },
      }}
    />
  ),
};

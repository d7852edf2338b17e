import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextStory, playDisabled, playInvalid, sampledField } from '../../storybook/index.ts';
import { TextArea, type TextAreaProps } from './TextArea.tsx';

type Sample = Pick<TextAreaProps, 'label' | 'description' | 'placeholder' | 'defaultValue' | 'errorMessage'>;

const Localized = sampledField(TextArea, '400px');

const message = {
  zh: { label: '留言内容', placeholder: '请描述您遇到的问题', description: '我们会在一个工作日内回复' },
  en: { label: 'Message', placeholder: 'Tell us what happened', description: 'We reply within one business day' },
};

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer-message text area: several lines, Enter makes a new line. */
export const Playground: Story = {
  args: { isRequired: true },
  render: (args) => <Localized {...args} sample={message} />,
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toBeRequired();
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('line one{Enter}line two');
    await expect(textarea).toHaveValue('line one\nline two');
    await expect(args.onChange).toHaveBeenLastCalledWith('line one\nline two');
  },
};

/** Two lines, as the address form's street line. */
export const TwoRows: Story = {
  args: { rows: 2 },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '详细地址',
          defaultValue: '南山区科技园科苑路 15 号 A 座 12 楼',
          description: '街道、楼栋、楼层和门牌号',
        },
        en: {
          label: 'Street address',
          defaultValue: '12F, Block A, 15 Keyuan Road, Nanshan',
          description: 'Street, building, floor and room.',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('rows', '2');
  },
};

const tooShort = {
  zh: { label: '留言内容', defaultValue: '你好', errorMessage: '留言至少需要 10 个字' },
  en: { label: 'Message', defaultValue: 'Hello', errorMessage: 'Write at least 10 characters' },
};

/** Invalid with a message from the caller, linked to the text area with aria-describedby. */
export const Invalid: Story = {
  args: { isInvalid: true },
  render: (args) => <Localized {...args} sample={tooShort} />,
  play: playInvalid('textbox', tooShort),
};

/** Read-only, as the share dialog's embed code: focusable and selectable, not editable. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '嵌入代码',
          defaultValue: '<iframe src="https://www.kankan-space.cn/show/KK-8LX3" width="800" height="600"></iframe>',
        },
        en: {
          label: 'Embed code',
          defaultValue: '<iframe src="https://www.kankan-space.com/show/KK-8LX3" width="800" height="600"></iframe>',
        },
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox');
    const before = textarea.value;
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('{End}X');
    await expect(textarea).toHaveValue(before);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Leave the field, caret at the start, so the screenshot shows neither a focus ring nor a selection.
    textarea.setSelectionRange(0, 0);
    textarea.blur();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <Localized {...args} sample={message} />,
  play: playDisabled('textbox'),
};

const longChinese: Sample = {
  label: '请详细描述您在使用相机拍摄和上传场景过程中遇到的问题（包括相机型号、固件版本和出现问题的时间）',
  defaultValue:
    '上周五在深圳南山区的样板间拍摄时，相机在第 37 个点位之后无法继续连接手机应用，重启相机和手机后仍然提示连接超时，已经尝试更换网络环境但问题依旧存在，希望尽快协助处理。',
  description: '留言最多 500 个字符，我们会在一个工作日内通过您留下的联系方式回复，节假日顺延。',
  errorMessage: '留言内容不能超过 500 个字符，请删减后重新提交，已填写的其他信息会保留。',
};

export const LongChinese: Story = longTextStory<TextAreaProps, Sample>(Localized, longChinese);

const longEnglish: Sample = {
  label:
    'Describe the problem you met while capturing or uploading a scene (camera model, firmware and when it happened)',
  defaultValue:
    'Last Friday, while capturing a show flat in Nanshan, the camera stopped connecting to the phone app after the 37th point; restarting both did not help and it still reports a connection timeout on another network.',
  description:
    'At most 500 characters. We reply within one business day through the contact you left; holidays push it to the next one.',
  errorMessage:
    'The message cannot be longer than 500 characters. Shorten it and send again; everything else you entered is kept.',
};

export const LongEnglish: Story = longTextStory<TextAreaProps, Sample>(Localized, longEnglish);

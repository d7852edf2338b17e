import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { FileField, type FileFieldProps } from './FileField.tsx';
import type { FileRules } from './fileChecks.ts';
import { fileInput, gifFile, oversizedPng, samplePng } from './storyFiles.ts';

type Sample = Pick<FileFieldProps, 'label' | 'description' | 'errorMessage'>;

function Localized({ sample, ...props }: FileFieldProps & { sample?: { zh: Sample; en: Sample } }) {
  const text = useSample(
    sample ?? {
      zh: { label: '营业执照', description: 'JPG 或 PNG 图片，小于 1 MB' },
      en: { label: 'Business licence', description: 'A JPG or PNG picture under 1 MB' },
    },
  );
  return (
    <StoryWidth width="440px">
      <FileField {...props} {...text} />
    </StoryWidth>
  );
}

const imageRules: FileRules = {
  mimeTypes: ['image/jpeg', 'image/png'],
  extensions: ['jpg', 'jpeg', 'png'],
  maxBytes: 1024 * 1024,
};

const words = {
  zh: {
    choose: '选择文件',
    replace: '更换文件',
    remove: '移除',
    type: '文件须为 JPG或PNG 格式。',
    size: '文件大小须小于 1 MB。',
  },
  en: {
    choose: 'Choose file',
    replace: 'Replace file',
    remove: 'Remove',
    type: 'File must be JPG or PNG.',
    size: 'File must be smaller than 1 MB.',
  },
};

const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: { rules: imageRules, onChange: fn(), onReject: fn() },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file is chosen (name, size, preview), then removed by keyboard; focus stays in the field. */
export const Playground: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const file = await samplePng('licence.png');
    await userEvent.upload(fileInput(canvasElement), file);
    // The file's first bytes are read before it is taken.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(file));
    await canvas.findByText('licence.png');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.replace })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.remove })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.queryByText('licence.png')).toBeNull());
    await expect(canvas.getByRole('button', { name: text.choose })).toBeEnabled();
  },
};

export const Empty: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: words[storyLocale(globals)].choose })).toBeEnabled();
  },
};

export const Chosen: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePng('licence-2024.png'));
    await canvas.findByText('licence-2024.png');
    // The preview's address is made once the file is taken, a render after its name shows.
    await waitFor(() => expect(canvasElement.querySelector('img')?.complete).toBe(true));
  },
};

export const WrongType: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), gifFile('licence.gif'), { applyAccept: false });
    await canvas.findByText(words[storyLocale(globals)].type);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Too large: refused at the field, the file chosen before stays. */
export const TooLarge: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePng('licence.png'));
    await canvas.findByText('licence.png');
    await userEvent.upload(fileInput(canvasElement), oversizedPng());
    await canvas.findByText(words[storyLocale(globals)].size);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(canvas.getByText('licence.png')).toBeVisible();
  },
};

export const InvalidFromCaller: Story = {
  args: { isInvalid: true, isRequired: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '营业执照', errorMessage: '请上传营业执照' },
        en: { label: 'Business licence', errorMessage: 'Please upload the business licence' },
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(
      storyLocale(globals) === 'en' ? 'Please upload the business licence' : '请上传营业执照',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const LongChinese: Story = {
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: '经销商资质证明（加盖公章的营业执照副本扫描件）',
          description: '请上传清晰完整的彩色扫描件，四角齐全、文字可辨，支持 JPG 或 PNG 图片，大小不超过 1 MB',
        },
        en: {
          label: '经销商资质证明（加盖公章的营业执照副本扫描件）',
          description: '请上传清晰完整的彩色扫描件，四角齐全、文字可辨，支持 JPG 或 PNG 图片，大小不超过 1 MB',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      await samplePng('深圳市看看空间科技有限公司营业执照副本扫描件（加盖公章）.png'),
    );
    await within(canvasElement).findByText('深圳市看看空间科技有限公司营业执照副本扫描件（加盖公章）.png');
  },
};

export const LongEnglish: Story = {
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: 'Proof of distributor qualification (stamped copy of the business licence)',
          description:
            'Upload a clear, complete colour scan with all four corners and readable text, as a JPG or PNG under 1 MB',
        },
        en: {
          label: 'Proof of distributor qualification (stamped copy of the business licence)',
          description:
            'Upload a clear, complete colour scan with all four corners and readable text, as a JPG or PNG under 1 MB',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      await samplePng('kankan-space-business-licence-stamped-copy-2024-final-version.png'),
    );
    await within(canvasElement).findByText('kankan-space-business-licence-stamped-copy-2024-final-version.png');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, useSample } from '../../storybook/index.ts';
import { fileInput, gifFile, oversizedPng, samplePng, savedAvatarSrc } from '../FileField/storyFiles.ts';
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload.tsx';

type Sample = Pick<AvatarUploadProps, 'label' | 'description' | 'errorMessage'>;

function Localized({ sample, ...props }: AvatarUploadProps & { sample?: { zh: Sample; en: Sample } }) {
  const text = useSample(sample ?? { zh: { label: '头像' }, en: { label: 'Profile picture' } });
  return (
    <StoryWidth width="440px">
      <AvatarUpload {...props} {...text} />
    </StoryWidth>
  );
}

const words = {
  zh: {
    choose: '选择图片',
    replace: '更换图片',
    remove: '移除',
    type: '文件须为 JPG或PNG 格式。',
    size: '文件大小须小于 1 MB。',
    hint: '支持 JPG或PNG 格式，小于 1 MB；建议尺寸 512 × 512 像素。',
  },
  en: {
    choose: 'Choose image',
    replace: 'Replace image',
    remove: 'Remove',
    type: 'File must be JPG or PNG.',
    size: 'File must be smaller than 1 MB.',
    hint: 'JPG or PNG, smaller than 1 MB; 512 × 512 pixels recommended.',
  },
};

const meta = {
  title: 'Components/AvatarUpload',
  component: AvatarUpload,
  args: { onChange: fn(), onReject: fn() },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture is chosen, previewed, removed by keyboard, and chosen again. */
export const Playground: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(text.hint);
    const file = await samplePng();
    await userEvent.upload(fileInput(canvasElement), file);
    // The file's first bytes are read before it is taken.
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(file));
    await canvas.findByRole('img');
    const remove = canvas.getByRole('button', { name: text.remove });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text.replace })).toHaveFocus();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await userEvent.upload(fileInput(canvasElement), file);
    await canvas.findByRole('img');
  },
};

export const Empty: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: words[storyLocale(globals)].choose })).toBeEnabled();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The saved avatar shows until a new one is chosen. */
export const SavedAvatar: Story = {
  args: { currentSrc: savedAvatarSrc },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      storyLocale(globals) === 'en' ? 'Current picture' : '当前头像',
    );
    await expect(canvas.getByRole('button', { name: words[storyLocale(globals)].replace })).toBeEnabled();
  },
};

export const AvatarWithPreview: Story = {
  args: { currentSrc: savedAvatarSrc },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePng('me-512.png'));
    const image = await canvas.findByRole('img', {
      name: storyLocale(globals) === 'en' ? 'Preview of the chosen picture' : '所选图片预览',
    });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
  },
};

/** A GIF is refused at the field; the picture chosen before stays. */
export const WrongType: Story = {
  args: { currentSrc: savedAvatarSrc },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const gif = gifFile();
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await canvas.findByText(words[storyLocale(globals)].type);
    await expect(args.onReject).toHaveBeenCalledWith(gif, 'type');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

export const TooLarge: Story = {
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), oversizedPng());
    await canvas.findByText(words[storyLocale(globals)].size);
    await expect(args.onChange).not.toHaveBeenCalled();
    // A valid picture clears the error.
    await userEvent.upload(fileInput(canvasElement), await samplePng());
    await waitFor(() => expect(canvas.queryByText(words[storyLocale(globals)].size)).toBeNull());
    await userEvent.upload(fileInput(canvasElement), oversizedPng());
    await canvas.findByText(words[storyLocale(globals)].size);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, currentSrc: savedAvatarSrc },
  render: (args) => <Localized {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const LongChinese: Story = {
  args: { isInvalid: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: { label: '个人头像（将显示在场景分享页与协作邀请中）', errorMessage: '头像上传失败，网络繁忙，请稍后再试' },
        en: { label: '个人头像（将显示在场景分享页与协作邀请中）', errorMessage: '头像上传失败，网络繁忙，请稍后再试' },
      }}
    />
  ),
};

export const LongEnglish: Story = {
  args: { isInvalid: true },
  render: (args) => (
    <Localized
      {...args}
      sample={{
        zh: {
          label: 'Profile picture (shown on shared scene pages and collaboration invitations)',
          errorMessage: 'The picture could not be uploaded because the network is busy. Please try again later.',
        },
        en: {
          label: 'Profile picture (shown on shared scene pages and collaboration invitations)',
          errorMessage: 'The picture could not be uploaded because the network is busy. Please try again later.',
        },
      }}
    />
  ),
};

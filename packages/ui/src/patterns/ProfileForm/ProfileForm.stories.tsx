import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientMessage, messageForCode, messageForReason } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fileInput, gifFile, oversizedPng, samplePng, savedAvatarSrc } from '../../components/FileField/storyFiles.ts';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { ProfileForm, type ProfileFormProps } from './ProfileForm.tsx';

type Args = Omit<ProfileFormProps, 'userName' | 'phone' | 'email'> & { long?: boolean; noEmail?: boolean };

function Demo({ long = false, noEmail = false, ...props }: Args) {
  const account = useSample(
    long
      ? {
          zh: {
            userName: '欧阳明远设计工作室',
            phone: '+86 186 2155 0931',
            email: 'ouyang.mingyuan.studio@hangzhou-design.com.cn',
          },
          en: {
            userName: 'Northlight',
            phone: '+44 7700 900123',
            email: 'bookings.and.virtual-tours@northlight-estates-london.co.uk',
          },
        }
      : {
          zh: { userName: '李文', phone: '+86 138 0013 8000', email: 'liwen@kankan.cn' },
          en: { userName: 'Emma Clark', phone: '+1 415 555 0142', email: 'emma.clark@brightroom.io' },
        },
  );
  return <ProfileForm {...props} {...account} email={noEmail ? null : account.email} />;
}

const meta = {
  title: 'Patterns/ProfileForm',
  component: Demo,
  args: { avatarSrc: savedAvatarSrc, onSubmit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { userName: '用户名', email: '电子邮箱', replace: '更换图片', choose: '选择图片', notLinked: '未绑定' },
  en: {
    userName: 'User name',
    email: 'E-mail',
    replace: 'Replace image',
    choose: 'Choose image',
    notLinked: 'Not linked',
  },
};

/** A field by the start of its label (required labels end with an asterisk). */
const labelled = (text: string) => new RegExp(`^${text}`);

/** Types a new user name over the saved one and presses Enter. */
async function rename(canvasElement: HTMLElement, globals: Record<string, unknown>, name: string) {
  const canvas = within(canvasElement);
  const field = canvas.getByLabelText(labelled(words[storyLocale(globals)].userName));
  await tabTo(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (name) await userEvent.keyboard(name);
  await userEvent.keyboard('{Enter}');
  return { canvas, field };
}

/** A new picture and a new name: Enter saves both, the name trimmed. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const picture = await samplePng('portrait.png');
    await userEvent.upload(fileInput(canvasElement), picture);
    // The picture is taken once its first bytes are read: its preview then shows.
    await waitFor(() => expect(canvasElement.querySelector('img[src^="blob:"]')).not.toBeNull());
    const en = storyLocale(globals) === 'en';
    await rename(canvasElement, globals, en ? ' Emma C ' : ' 李文文 ');
    await expect(args.onSubmit).toHaveBeenCalledWith({ userName: en ? 'Emma C' : '李文文', avatar: picture });
  },
};

/** Only the name changes: the avatar stays as saved (null is sent). */
export const NameOnly: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await rename(canvasElement, globals, 'li_wen_2026');
    await expect(args.onSubmit).toHaveBeenCalledWith({ userName: 'li_wen_2026', avatar: null });
  },
};

/** A GIF gets message 27/36 at the avatar; the saved picture stays. */
export const WrongImageFormat: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), gifFile(), { applyAccept: false });
    await canvas.findByText(clientMessage('imageFormat'));
    await expect(canvas.getByRole('img')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].replace }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A picture of 1 MB or more is refused at the avatar. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), oversizedPng());
    await canvas.findByText(messageForReason('avatarTooLarge'));
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].replace }));
  },
};

/** A blank name: message 35 at the field, focus back on it. */
export const UserNameBlank: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { canvas, field } = await rename(canvasElement, globals, '');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(clientMessage('userNameBlank'))).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** One character, then twelve: the 2-11 rule; what was typed stays. */
export const UserNameLength: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { canvas, field } = await rename(canvasElement, globals, 'L');
    const message = messageForReason('userNameLength');
    await expect(canvas.getByText(message)).toBeInTheDocument();
    await rename(canvasElement, globals, 'kankan_space');
    await expect(canvas.getByText(message)).toBeInTheDocument();
    await expect(field).toHaveValue('kankan_space');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Server code 3012 (sensitive words) at the user name, until the name is edited and left. */
export const SensitiveWords: Story = {
  args: { serverError: { code: 3012 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(labelled(words[storyLocale(globals)].userName));
    await expect(field).toBeInvalid();
    await expect(canvas.getByText(messageForCode(3012))).toBeInTheDocument();
    await tabTo(field);
    await userEvent.keyboard('{End}x');
    await userEvent.tab();
    await expect(field).toBeValid();
  },
};

/** Server code 3017 (empty file) at the avatar, not above the form. */
export const UploadRefused: Story = {
  args: { serverError: { code: 3017 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageForCode(3017))).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].replace }));
  },
};

/** Saving: the button spins and Enter does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args, globals }) => {
    await rename(canvasElement, globals, 'li_wen');
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved, no avatar yet and no e-mail linked. */
export const SavedWithoutAvatarOrEmail: Story = {
  args: { isSaved: true, avatarSrc: null, noEmail: true },
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyLocale(globals) === 'en' ? 'Your profile has been saved.' : '个人资料已保存。',
    );
    await expect(canvas.getByLabelText(labelled(text.email))).toHaveValue(text.notLinked);
    await tabTo(canvas.getByRole('button', { name: text.choose }));
  },
};

/** Long read-only values in both languages; saving keeps the name. */
export const LongValues: Story = {
  args: { long: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByLabelText(labelled(words[storyLocale(globals)].userName)));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      userName: storyLocale(globals) === 'en' ? 'Northlight' : '欧阳明远设计工作室',
      avatar: null,
    });
  },
};

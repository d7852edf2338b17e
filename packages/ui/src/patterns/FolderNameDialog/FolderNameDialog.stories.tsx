import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageForCode, messageForReason } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { FolderNameDialog, type FolderNameDialogProps } from './FolderNameDialog.tsx';

type Args = Omit<FolderNameDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'defaultName'> & {
  renaming?: boolean;
};

function Demo({ renaming = false, ...props }: Args) {
  const saved = useSample({ zh: '徐汇样板间', en: 'Show flats' });
  return <FolderNameDialog {...props} defaultName={renaming ? saved : undefined} defaultOpen />;
}

const meta = {
  title: 'Patterns/FolderNameDialog',
  component: Demo,
  args: { mode: 'create', onSubmit: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['create', 'rename'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fieldOf(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  const field = within(dialog).getByRole('textbox');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  for (let i = 0; i < 4 && document.activeElement !== field; i += 1) await userEvent.tab();
  await expect(field).toHaveFocus();
  return { dialog, field, view: within(dialog) };
}

/** A new folder: the name typed (spaces trimmed) and Enter creates it. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { dialog } = await fieldOf(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(403);
    const name = storyLocale(globals) === 'en' ? 'Museum 2026' : '2026 博物馆';
    await userEvent.keyboard(` ${name} {Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(name);
  },
};

/** Renaming: the saved name is there; the new one is typed over it and saved with Tab and Enter on Save. */
export const Rename: Story = {
  args: { mode: 'rename', renaming: true },
  play: async ({ canvasElement, args, globals }) => {
    const { field, view } = await fieldOf(canvasElement);
    const en = storyLocale(globals) === 'en';
    await expect(field).toHaveValue(en ? 'Show flats' : '徐汇样板间');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard(en ? 'Show flats A' : '徐汇样板间 A');
    await userEvent.tab();
    await userEvent.tab();
    await expect(view.getByRole('button', { name: en ? 'Save' : '保存' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(en ? 'Show flats A' : '徐汇样板间 A');
  },
};

/** Thirteen characters: the 12-character message at the field, the count in red, and the text kept. */
export const NameTooLong: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { field, view } = await fieldOf(canvasElement);
    const en = storyLocale(globals) === 'en';
    const name = en ? 'Client photos' : '上海徐汇滨江艺术中心三层展厅';
    await userEvent.keyboard(`${name}{Enter}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toBeInvalid();
    await expect(view.getByText(messageForReason('folderNameTooLong'))).toBeInTheDocument();
    await expect(field).toHaveValue(name);
  },
};

/** Blank: "please enter a folder name". */
export const Blank: Story = {
  play: async ({ canvasElement, args }) => {
    const { field, view } = await fieldOf(canvasElement);
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toBeInvalid();
    await expect(view.getByText(messageForReason('folderNameRequired'))).toBeInTheDocument();
  },
};

/** Server code 5030 (the name is taken) at the field, until the name is edited and left. */
export const RepeatedName: Story = {
  args: { mode: 'rename', renaming: true, serverError: { code: 5030 } },
  play: async ({ canvasElement }) => {
    const { field, view } = await fieldOf(canvasElement);
    await expect(field).toBeInvalid();
    await expect(view.getByText(messageForCode(5030))).toBeInTheDocument();
    await userEvent.keyboard('{End} 2');
    // The server's error goes once the edited field is left.
    await userEvent.tab();
    await expect(field).toBeValid();
  },
};

/** A name a folder beside it already has (any case) is refused at the field before anything is sent; the text stays. */
export const TakenName: Story = {
  args: { takenNames: ['Museums', '博物馆'] },
  play: async ({ canvasElement, args, globals }) => {
    const { field, view } = await fieldOf(canvasElement);
    const en = storyLocale(globals) === 'en';
    const name = en ? 'museums' : '博物馆';
    await userEvent.keyboard(`${name}{Enter}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(field).toBeInvalid();
    await expect(
      view.getByText(
        en ? 'A folder with this name is already here. Choose another name.' : '此处已有同名文件夹，请换一个名称。',
      ),
    ).toBeInTheDocument();
    await expect(field).toHaveValue(name);
  },
};

/** Saving: Create spins and Enter does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const { view } = await fieldOf(canvasElement);
    await userEvent.keyboard('Drafts{Enter}');
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

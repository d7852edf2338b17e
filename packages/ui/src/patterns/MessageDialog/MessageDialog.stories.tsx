import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { dialogOf, openByKeyboard, storyLocale, useSample } from '../../storybook/index.ts';
import { ConfirmDialog, LogoutConfirmDialog, MessageDialog } from './MessageDialog.tsx';

type Text = { trigger: string; title: string; message: string };

interface DemoProps {
  kind: 'message' | 'confirm' | 'logout';
  sample: { zh: Text; en: Text };
  isDestructive?: boolean;
  isPending?: boolean;
  onConfirm: () => unknown;
  onCancel: () => void;
}

function Demo({ kind, sample, isDestructive, isPending, onConfirm, onCancel }: DemoProps) {
  const text = useSample(sample);
  return (
    <DialogTrigger>
      <Button variant="outline" tone="neutral">
        {text.trigger}
      </Button>
      {kind === 'message' ? (
        <MessageDialog title={text.title} onOk={onConfirm}>
          {text.message}
        </MessageDialog>
      ) : kind === 'logout' ? (
        <LogoutConfirmDialog onConfirm={onConfirm} onCancel={onCancel} isPending={isPending} />
      ) : (
        <ConfirmDialog
          title={text.title}
          isDestructive={isDestructive}
          isPending={isPending}
          onConfirm={onConfirm}
          onCancel={onCancel}
        >
          {text.message}
        </ConfirmDialog>
      )}
    </DialogTrigger>
  );
}

const passwordChanged: DemoProps['sample'] = {
  zh: { trigger: '查看提示', title: '提示', message: '密码修改成功，请重新登录。' },
  en: { trigger: 'Show message', title: 'Notice', message: 'Your password has been changed. Please log in again.' },
};

const unbind: DemoProps['sample'] = {
  zh: {
    trigger: '解绑相机',
    title: '解绑相机',
    message: '确定解绑相机 “KK-PRO-8A21C7” 吗？解绑后该相机的场景将不再显示在您的账户中。',
  },
  en: {
    trigger: 'Unbind camera',
    title: 'Unbind camera',
    message: 'Unbind camera “KK-PRO-8A21C7”? Its scenes will no longer show in your account.',
  },
};

const meta = {
  title: 'Patterns/MessageDialog',
  component: Demo,
  args: { kind: 'message', sample: passwordChanged, onConfirm: fn(), onCancel: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['message', 'confirm', 'logout'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message: one OK button, 403 px wide; Enter acknowledges and focus returns to the trigger. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { body, trigger, dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBe(403);
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveTextContent(storyLocale(globals) === 'en' ? 'OK' : '确定');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

/** A confirmation: Escape cancels; Tab to Confirm and Enter confirms. */
export const Confirm: Story = {
  args: { kind: 'confirm', sample: unbind },
  play: async ({ canvasElement, args }) => {
    const first = await openByKeyboard(canvasElement, 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first.body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(first.trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf(undefined, 'alertdialog');
    await userEvent.tab();
    await userEvent.tab();
    const [, confirm] = within(dialog).getAllByRole('button');
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first.body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    // The next Enter reaches the trigger only once focus has come back to it.
    await waitFor(() => expect(first.trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await first.body.findByRole('alertdialog');
  },
};

export const Destructive: Story = {
  args: { kind: 'confirm', sample: unbind, isDestructive: true },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, 'alertdialog');
  },
};

/** While the caller works, Confirm shows a spinner, Enter does nothing and Cancel is disabled. */
export const Pending: Story = {
  args: { kind: 'confirm', sample: unbind, isDestructive: true, isPending: true },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button')[0]).toBeDisabled();
  },
};

/** The header's and the account menu's "Log out?" confirmation; its text is built in. */
export const LogOut: Story = {
  args: { kind: 'logout' },
  play: async ({ canvasElement, args, globals }) => {
    const { body, trigger, dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    await expect(dialog).toHaveAccessibleName(storyLocale(globals) === 'en' ? 'Log out?' : '退出登录？');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    // The next Enter reaches the trigger only once the dialog has closed and handed focus back.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

export const LongText: Story = {
  args: {
    kind: 'confirm',
    sample: {
      zh: {
        trigger: '删除场景',
        title: '确定要永久删除所选的 12 个场景及其全部漫游点位和标注数据吗？',
        message:
          '删除后，场景的全部点位、热点、标注与下载记录都将被清除，且无法恢复。已封存的场景不能删除，请先扩容或续费解除封存后再操作。协作者也将立即失去该场景的访问权限。',
      },
      en: {
        trigger: 'Delete scenes',
        title: 'Permanently delete the 12 selected scenes with all their viewpoints and annotations?',
        message:
          'Deleting removes every viewpoint, hotspot, annotation and download record of these scenes, and cannot be undone. Archived scenes cannot be deleted: expand or renew your capacity to unseal them first.',
      },
    },
    isDestructive: true,
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBe(403);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openByKeyboard, storyLocale, useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { AlertDialog, alertDialogKinds, alertDialogTones, type AlertDialogProps } from './AlertDialog.tsx';

type Sample = { trigger: string; title: string; message: string; confirm?: string; cancel?: string };

interface DemoProps extends Omit<AlertDialogProps, 'title' | 'children'> {
  sample: { zh: Sample; en: Sample };
}

function Demo({ sample, ...props }: DemoProps) {
  const text = useSample(sample);
  return (
    <DialogTrigger>
      <Button variant="outline" tone={props.tone === 'critical' ? 'critical' : 'accent'}>
        {text.trigger}
      </Button>
      <AlertDialog {...props} title={text.title} confirmLabel={text.confirm} cancelLabel={text.cancel}>
        {text.message}
      </AlertDialog>
    </DialogTrigger>
  );
}

const deleteScene = {
  zh: {
    trigger: '删除场景',
    title: '删除场景',
    message: '删除后无法恢复，确定删除“朝阳区三居室样板间”吗？',
    confirm: '删除',
    cancel: '取消',
  },
  en: {
    trigger: 'Delete scene',
    title: 'Delete scene',
    message: 'This cannot be undone. Delete “Chaoyang three-bedroom show flat”?',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
};

const meta = {
  title: 'Components/AlertDialog',
  component: Demo,
  args: { sample: deleteScene, tone: 'critical', kind: 'confirm', onConfirm: fn(), onCancel: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
    kind: { control: 'inline-radio', options: alertDialogKinds },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Escape cancels and focus returns to the trigger; Enter (focus on the dialog) confirms. Reopened for the shot. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const first = await openByKeyboard(canvasElement, 'alertdialog');
    await expect(first.dialog.getBoundingClientRect().width).toBe(403);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first.body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(first.trigger).toHaveFocus());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await first.body.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first.body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(first.trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await first.body.findByRole('alertdialog');
  },
};

/** The header's "Log out?" confirmation. */
export const LogOut: Story = {
  args: {
    sample: {
      zh: {
        trigger: '退出登录',
        title: '退出登录？',
        message: '退出后需要重新登录才能管理相机和场景。',
        confirm: '退出登录',
      },
      en: {
        trigger: 'Log out',
        title: 'Log out?',
        message: 'You will need to log in again to manage your cameras and scenes.',
        confirm: 'Log out',
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const { body, trigger, dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    // Tab reaches Cancel first; Enter on it cancels, not confirms.
    await userEvent.tab();
    await expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The next Enter reaches the trigger only once focus has come back to it.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

/** Without labels the buttons read the catalogue's "Cancel" and "Confirm" in the user's language. */
export const DefaultLabels: Story = {
  args: {
    tone: 'accent',
    sample: {
      zh: { trigger: '取消协作', title: '取消协作', message: '取消后，该协作者将无法再查看和编辑此场景。' },
      en: {
        trigger: 'Remove collaborator',
        title: 'Remove collaborator',
        message: 'The collaborator will no longer be able to view or edit this scene.',
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const { dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    const en = storyLocale(globals) === 'en';
    await expect(within(dialog).getByRole('button', { name: en ? 'Cancel' : '取消' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: en ? 'Confirm' : '确定' })).toBeVisible();
  },
};

/** The spec's message pop-up: one button, which closes it. */
export const Message: Story = {
  args: {
    kind: 'message',
    tone: 'accent',
    sample: {
      zh: {
        trigger: '查看说明',
        title: '提示',
        message: '该场景正在计算中，计算完成后才能移动或分配协作者。',
        confirm: '知道了',
      },
      en: {
        trigger: 'Show notice',
        title: 'Notice',
        message: 'This scene is still being computed. You can move it or assign collaborators once it is done.',
        confirm: 'Got it',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

/** A confirm that waits for the server: the button shows pending and the dialog stays until the work ends. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openByKeyboard(canvasElement, 'alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('progressbar')).toBeVisible();
    // Escape does not close it behind the user's back while the work runs.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    sample: {
      zh: {
        trigger: '批量删除',
        title: '确定要永久删除所选的 12 个场景及其全部漫游点位、热点和标注数据吗？',
        message:
          '删除后，这些场景的全部点位、热点、标注与下载记录都将被清除，且无法恢复。已封存的场景不能删除，请先扩容或续费解除封存后再操作；协作者也将立即失去访问权限。',
        confirm: '永久删除 12 个场景',
        cancel: '我再想想',
      },
      en: {
        trigger: 'Delete selected',
        title: 'Permanently delete the 12 selected scenes with all their viewpoints, hotspots and annotations?',
        message:
          'Every viewpoint, hotspot, annotation and download record of these scenes is removed and cannot be restored. Archived scenes cannot be deleted: expand or renew your capacity to unseal them first. Collaborators lose access at once.',
        confirm: 'Delete 12 scenes',
        cancel: 'Keep them',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await openByKeyboard(canvasElement, 'alertdialog');
  },
};

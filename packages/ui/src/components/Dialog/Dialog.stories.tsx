import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, openByKeyboard, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { dialogWidth } from '../../tokens/values.ts';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from 'react-aria-components';
import { Dialog, Modal, type ModalProps } from './Dialog.tsx';

interface DemoProps {
  size: NonNullable<ModalProps['size']>;
  onConfirm: () => void;
  long?: boolean;
  defaultOpen?: boolean;
}

function ConfirmDemo({ size, onConfirm, long = false, defaultOpen = false }: DemoProps) {
  const text = useSample({
    zh: {
      trigger: '删除场景',
      title: long ? '确定要永久删除所选的 12 个场景及其全部漫游点位和标注数据吗？' : '删除场景',
      body: long
        ? '删除后，场景的全部点位、热点、标注与下载记录都将被清除，且无法恢复。已封存的场景不能删除，请先扩容或续费解除封存后再操作。协作者也将立即失去该场景的访问权限。'
        : '删除后无法恢复，确定删除该场景吗？',
      cancel: '取消',
      confirm: '确定',
    },
    en: {
      trigger: 'Delete scene',
      title: long
        ? 'Permanently delete the 12 selected scenes with all their viewpoints and annotations?'
        : 'Delete scene',
      body: long
        ? 'Deleting removes every viewpoint, hotspot, annotation and download record of these scenes, and cannot be undone. Archived scenes cannot be deleted: expand or renew your capacity to unseal them first. Collaborators also lose access at once.'
        : 'This cannot be undone. Delete this scene?',
      cancel: 'Cancel',
      confirm: 'Confirm',
    },
  });
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="outline" tone="critical">
        {text.trigger}
      </Button>
      <Modal size={size}>
        <Dialog
          title={text.title}
          footer={({ close }) => (
            <>
              <Button variant="outline" tone="neutral" onPress={close}>
                {text.cancel}
              </Button>
              <Button
                tone="critical"
                onPress={() => {
                  onConfirm();
                  close();
                }}
              >
                {text.confirm}
              </Button>
            </>
          )}
        >
          {text.body}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: ConfirmDemo,
  args: { size: 'message', onConfirm: fn() },
  argTypes: { size: { control: 'select', options: Object.keys(dialogWidth) } },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const en = (globals: Record<string, unknown>) => storyLocale(globals) === 'en';

/**
 * The confirmation at the width its `size` gives (`wide` is a minimum): opened from its trigger by keyboard, Tab
 * reaches Confirm inside it, Enter confirms and closes it, and the focus is back on the trigger. Opened again for the
 * screenshot.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: en(globals) ? 'Delete scene' : '删除场景' });
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf();
    const width = dialog.parentElement?.getBoundingClientRect().width ?? 0;
    const specified = Number.parseFloat(dialogWidth[args.size]);
    if (args.size === 'wide') await expect(width).toBeGreaterThanOrEqual(specified);
    else await expect(width).toBe(specified);
    await tabTo(within(dialog).getByRole('button', { name: en(globals) ? 'Confirm' : '确定' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialogOf();
  },
};

export const ConfirmByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    const confirm = buttons.at(-1);
    if (!confirm) throw new Error('the dialog has no confirm button');
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Opens the dialog by keyboard, checks its width, closes it with Escape and opens it again for the screenshot. */
function openAtWidth(check: (width: number) => void): NonNullable<Story['play']> {
  return async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button');
    await tabTo(trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogOf();
    check(dialog.parentElement?.getBoundingClientRect().width ?? 0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  };
}

/** Opened by keyboard, then checked: focus moves into the dialog, the width is the spec's 403 px, Escape closes it. */
export const Message403: Story = {
  play: async (context) => {
    await openAtWidth((width) => expect(width).toBe(403))(context);
    await expect(context.args.onConfirm).not.toHaveBeenCalled();
  },
};
export const Detail680: Story = {
  args: { size: 'detail' },
  play: openAtWidth((width) => expect(width).toBe(680)),
};
export const BindCamera705: Story = {
  args: { size: 'bindCamera' },
  play: openAtWidth((width) => expect(width).toBe(705)),
};
export const Invite750: Story = {
  args: { size: 'invite' },
  play: openAtWidth((width) => expect(width).toBe(750)),
};
export const WideMin868: Story = {
  args: { size: 'wide' },
  play: openAtWidth((width) => expect(width).toBeGreaterThanOrEqual(868)),
};
export const LongText: Story = {
  args: { size: 'message', long: true },
  play: openAtWidth((width) => expect(width).toBe(403)),
};

function PaymentWaitingDemo() {
  const text = useSample({
    zh: {
      trigger: '去支付',
      title: '等待支付',
      body: '请使用微信扫描二维码完成支付。支付完成前请勿关闭此窗口，订单状态每 5 秒自动刷新一次。',
      cancel: '取消支付',
    },
    en: {
      trigger: 'Pay now',
      title: 'Waiting for payment',
      body: 'Scan the QR code with WeChat to pay. Keep this window open until the payment completes; the order status refreshes every 5 seconds.',
      cancel: 'Cancel payment',
    },
  });
  return (
    <DialogTrigger>
      <Button>{text.trigger}</Button>
      <Modal size="message" isBlocking>
        <Dialog
          title={text.title}
          hideCloseButton
          footer={({ close }) => (
            <Button variant="outline" tone="neutral" onPress={close}>
              {text.cancel}
            </Button>
          )}
        >
          {text.body}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** A blocking modal: Escape and outside clicks do nothing, only the dialog's own action closes it. */
export const PaymentWaitingBlocking: Story = {
  render: () => <PaymentWaitingDemo />,
  play: async ({ canvasElement }) => {
    const { body, trigger, dialog } = await openByKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeVisible();
    // Tab stays inside: the only stop is the cancel button, which closes it.
    await userEvent.tab();
    const cancel = within(dialog).getByRole('button');
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog');
  },
};

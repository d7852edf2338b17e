import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAMERA_TYPE } from '@kankan/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, storyLocale, tabTo } from '../../storybook/index.ts';
import { AddCameraDialog, type AddCameraDialogProps } from './AddCameraDialog.tsx';

type Args = Omit<AddCameraDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

function Demo(props: Args) {
  return <AddCameraDialog {...props} defaultOpen />;
}

const meta = {
  title: 'Patterns/AddCameraDialog',
  component: Demo,
  args: { onBind: fn(), onContinue: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const bindName = (en: boolean) => (en ? 'Bind' : '绑定');

/** "Add serial number" by keyboard: a new row, which takes the focus. */
async function addRow(view: ReturnType<typeof within>, en: boolean) {
  view.getByRole('button', { name: en ? 'Add serial number' : '添加序列号' }).focus();
  await userEvent.keyboard('{Enter}');
}

/**
 * Empty: the arrow picks Minion, two serial numbers are typed ("Add serial number" adds a row), and Enter in the
 * last row binds them, trimmed.
 */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(dialog.getBoundingClientRect().width).toBe(705);
    await tabTo(view.getByRole('radio', { checked: true }));
    await userEvent.keyboard('{ArrowRight}');
    await tabTo(view.getAllByRole('textbox')[0]);
    await userEvent.keyboard('KK-PRO-8A21C7');
    await addRow(view, en);
    await waitFor(() => expect(view.getAllByRole('textbox')[1]).toHaveFocus());
    await userEvent.keyboard(' KK-MN-93F0D2 {Enter}');
    await expect(view.getAllByRole('textbox')).toHaveLength(2);
    await expect(args.onBind).toHaveBeenCalledWith({
      cameraType: CAMERA_TYPE.minion,
      serialNumbers: ['KK-PRO-8A21C7', 'KK-MN-93F0D2'],
    });
  },
};

/** An empty row and a repeated number: each row shows its error and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await addRow(view, en);
    await waitFor(() => expect(view.getAllByRole('textbox')[1]).toHaveFocus());
    await userEvent.keyboard('KK-PRO-8A21C7');
    await addRow(view, en);
    await waitFor(() => expect(view.getAllByRole('textbox')[2]).toHaveFocus());
    await userEvent.keyboard('kk-pro-8a21c7');
    await tabTo(view.getByRole('button', { name: bindName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onBind).not.toHaveBeenCalled();
    await expect(await view.findByText(en ? 'Please fill in the serial number.' : /请填写/)).toBeInTheDocument();
    await expect(view.getAllByRole('textbox')[2]).toHaveValue('kk-pro-8a21c7');
    await expect(view.getAllByRole('textbox')[2]).toBeInvalid();
  },
};

/** Server code 4010 (no such camera) under the input; editing clears it and keeps the text. */
export const NoSuchCamera: Story = {
  args: { serverError: { code: 4010 } },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    const message = en ? 'No camera with this serial number exists.' : '该 SN 码对应的相机不存在';
    await expect(view.getByText(message)).toBeInTheDocument();
    await expect(view.queryByRole('alert')).toBeEmptyDOMElement();
    await tabTo(view.getAllByRole('textbox')[0]);
    await userEvent.keyboard('KK');
    await expect(view.queryByText(message)).toBeNull();
    await expect(view.getAllByRole('textbox')[0]).toHaveValue('KK');
  },
};

/** Server code 6010 (already bound) under the input. */
export const AlreadyBound: Story = {
  args: { serverError: { code: 6010 } },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await expect(
      view.getByText(en ? 'This serial number (SN) is already bound.' : '该 SN 码已被绑定'),
    ).toBeInTheDocument();
    await tabTo(view.getByRole('button', { name: bindName(en) }));
  },
};

/** Server code 4011 (another account's camera) under the input, not above the form. */
export const BoundElsewhere: Story = {
  args: { serverError: { code: 4011 } },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    const message = en ? 'This camera is already bound or authorised.' : '该相机已被绑定或授权';
    await expect(view.getByText(message)).toBeInTheDocument();
    await expect(view.queryByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Server code 4013: the serial is another type of camera's, said under the input with what to do. */
export const WrongType: Story = {
  args: { serverError: { code: 4013 } },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    const message = en
      ? "This serial number belongs to another camera type. Choose the camera's type and try again."
      : '该序列号属于其他类型的相机，请选择正确的相机类型后重试。';
    await expect(view.getByText(message)).toBeInTheDocument();
    await expect(view.queryByRole('alert')).toBeEmptyDOMElement();
  },
};

/** A code about no serial number (here 3016, no access) is a form-level message above the fields. */
export const OtherServerError: Story = {
  args: { serverError: { code: 3016 } },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await expect(view.getByRole('alert')).toHaveTextContent(
      en ? "You don't have access to this. Please contact your administrator." : /./,
    );
    await tabTo(view.getByRole('button', { name: bindName(en) }));
  },
};

/** The bind call is running: Bind spins and Enter does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const view = within(await dialogOf());
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBind).not.toHaveBeenCalled();
  },
};

/** Bound: the serial numbers and Continue. */
export const Success: Story = {
  args: { boundSerials: ['KK-PRO-8A21C7', 'KK-MN-93F0D2', 'KK-LT-5520AB'] },
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await expect(view.getAllByRole('listitem')).toHaveLength(3);
    await tabTo(view.getByRole('button', { name: en ? 'Continue' : '继续' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

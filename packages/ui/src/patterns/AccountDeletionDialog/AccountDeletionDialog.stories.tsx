import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { dialogOf, storyLocale, tabTo } from '../../storybook/index.ts';
import { AccountDeletionDialog, type AccountDeletionDialogProps } from './AccountDeletionDialog.tsx';

/** 15 days after a fixed request day, so the screenshot never changes. */
const EFFECTIVE = new Date(2026, 11, 6, 10, 0).getTime();

type Args = Omit<AccountDeletionDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'>;

function Demo(props: Args) {
  return <AccountDeletionDialog {...props} defaultOpen />;
}

const meta = {
  title: 'Patterns/AccountDeletionDialog',
  component: Demo,
  args: { status: 'confirm', onConfirm: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['confirm', 'submitted'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteName = (en: boolean) => (en ? 'Delete account' : '注销账号');

/** The 15-day cooling-off and what is removed; tick the box with Space, then Delete account confirms. */
export const Playground: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(dialog).toHaveTextContent(en ? '15-day cooling-off' : '15 天冷静期');
    await expect(view.getAllByRole('listitem')).toHaveLength(4);
    await tabTo(view.getByRole('checkbox'));
    await userEvent.keyboard(' ');
    await tabTo(view.getByRole('button', { name: deleteName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Pressing Delete account without the tick: the message shows at the checkbox and nothing is sent. */
export const NotConfirmed: Story = {
  play: async ({ args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    await tabTo(view.getByRole('button', { name: deleteName(en) }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(view.getByRole('checkbox')).toBeInvalid();
    await expect(view.getByRole('checkbox')).toHaveAccessibleDescription(
      en ? 'Please confirm that you understand what deletion removes.' : /./,
    );
  },
};

/** The request is being sent: the button spins and Enter does nothing more. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const view = within(await dialogOf());
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await expect(view.getByRole('checkbox')).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Submitted: the day the deletion takes effect; OK closes. */
export const Submitted: Story = {
  args: { status: 'submitted', effectiveDate: EFFECTIVE },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(en ? 'Dec 6, 2026' : '2026年12月6日');
    await tabTo(within(dialog).getByRole('button', { name: en ? 'OK' : '确定' }));
  },
};

/** With the caller's data download offered before the confirmation; it is reachable by keyboard. */
export const WithDataExport: Story = {
  args: {
    dataExport: (
      <Button variant="outline" size="small">
        Download my data (ZIP)
      </Button>
    ),
  },
  play: async () => {
    const view = within(await dialogOf());
    await tabTo(view.getByRole('button', { name: 'Download my data (ZIP)' }));
  },
};

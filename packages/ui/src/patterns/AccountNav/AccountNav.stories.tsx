import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../storybook/index.ts';
import { LogoutConfirmDialog } from '../MessageDialog/MessageDialog.tsx';
import { AccountNav, accountNavItems } from './AccountNav.tsx';

const hrefs = {
  information: '/manage/information',
  scene: '/manage/scene',
  device: '/manage/device',
  order: '/manage/order',
  consumption: '/manage/consumption',
  password: '/manage/information?id=password',
};

const meta = {
  title: 'Patterns/AccountNav',
  component: AccountNav,
  args: { hrefs, current: 'scene', isDeviceLogin: false, onLogoutPress: fn() },
  argTypes: { current: { control: 'select', options: accountNavItems } },
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All six areas and Log out; the current one is marked for assistive technology too. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    const current = canvas.getByRole('link', { name: en ? 'Scene management' : '场景管理' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/manage/scene');
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

export const CurrentOrders: Story = {
  args: { current: 'order' },
};

/** A device (camera-account) login sees scene management and consumption records only. */
export const DeviceLogin: Story = {
  args: { isDeviceLogin: true, current: 'consumption' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      en ? ['Scene management', 'Consumption records'] : ['场景管理', '消费记录'],
    );
  },
};

/** What the site's log-out confirmation calls once the user confirmed. */
const loggedOut = fn();

/**
 * Log out as the account area composes it: the menu's Log out opens "Log out?"; Escape keeps the session, Confirm
 * logs out.
 */
export const LogoutConfirmation: Story = {
  render: function LogoutConfirmationStory(args) {
    const [confirming, setConfirming] = useState(false);
    return (
      <>
        <AccountNav
          {...args}
          onLogoutPress={() => {
            args.onLogoutPress();
            setConfirming(true);
          }}
        />
        <LogoutConfirmDialog isOpen={confirming} onOpenChange={setConfirming} onConfirm={loggedOut} />
      </>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    loggedOut.mockClear();
    const en = storyLocale(globals) === 'en';
    const body = within(document.body);
    const logout = within(canvasElement).getByRole('button', { name: en ? 'Log out' : '退出登录' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogoutPress).toHaveBeenCalledOnce();
    await expect(loggedOut).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(loggedOut).toHaveBeenCalledOnce());
    // The next Enter reaches the button only once the dialog has closed and handed focus back.
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
  },
};

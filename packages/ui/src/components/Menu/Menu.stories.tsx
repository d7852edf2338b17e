import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CameraIcon,
  DownloadIcon,
  EditIcon,
  FolderIcon,
  LogoutIcon,
  SceneIcon,
  ShareIcon,
  TrashIcon,
  UserIcon,
} from '../../icons/icons.tsx';
import { useSample } from '../../storybook/index.ts';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu.tsx';
import { Box } from '../Box/Box.tsx';

interface DemoProps {
  onAction: (key: string | number) => void;
}

function Frame({ children }: { children: ReactNode }) {
  return <Box paddingBottom="gigantic">{children}</Box>;
}

/** The header's account menu (spec: account info, scenes, cameras, orders, records, password, log out). */
function AccountMenu({ onAction }: DemoProps) {
  const text = useSample({
    zh: {
      trigger: '我的账户',
      items: ['账户信息', '场景管理', '我的相机', '我的订单', '消费记录', '修改密码'],
      logout: '退出登录',
    },
    en: {
      trigger: 'My account',
      items: ['Account info', 'Scene management', 'My cameras', 'My orders', 'Consumption records', 'Change password'],
      logout: 'Log out',
    },
  });
  const icons = [<UserIcon key="u" />, <SceneIcon key="s" />, <CameraIcon key="c" />, null, null, <EditIcon key="e" />];
  return (
    <Frame>
      <MenuTrigger>
        <Button variant="outline" tone="neutral" icon={<UserIcon />}>
          {text.trigger}
        </Button>
        <Menu onAction={onAction}>
          {text.items.map((label, index) => (
            <MenuItem key={label} id={`item-${index}`} icon={icons[index]}>
              {label}
            </MenuItem>
          ))}
          <MenuSeparator />
          <MenuItem id="logout" tone="critical" icon={<LogoutIcon />}>
            {text.logout}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </Frame>
  );
}

const meta = {
  title: 'Components/Menu',
  component: AccountMenu,
  args: { onAction: fn() },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

function firstArg(mock: { mock: { calls: unknown[][] } }): unknown {
  return mock.mock.calls[0]?.[0];
}

async function openWithArrowDown(canvasElement: HTMLElement, itemRole: 'menuitem' | 'menuitemradio' = 'menuitem') {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = within(canvasElement).getByRole('button');
  await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  const menu = await body.findByRole('menu');
  const items = within(menu).getAllByRole(itemRole);
  await waitFor(() => expect(items[0]).toHaveFocus());
  return { body, trigger, menu, items };
}

/**
 * ArrowDown opens it on the first item, arrows move, Escape closes it and focus returns to the trigger, Enter
 * acts on an item; opened again for the screenshot.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, trigger, items } = await openWithArrowDown(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    const menu = await body.findByRole('menu');
    // ArrowUp opens on the last item: Log out.
    const logout = within(menu).getAllByRole('menuitem').at(-1);
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(firstArg(args.onAction)).toBe('logout');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('menu');
  },
};

function SceneActions({ onAction }: DemoProps) {
  const text = useSample({
    zh: {
      trigger: '更多操作',
      view: '查看',
      share: ['分享链接', '复制可嵌入网页的链接'],
      download: ['下载场景', '会员每年免费 10 次'],
      move: '移动到文件夹',
      edit: '编辑场景信息',
      danger: '危险操作',
      remove: '删除场景',
      archived: '取消协作（已封存，不可用）',
    },
    en: {
      trigger: 'More actions',
      view: 'View',
      share: ['Share link', 'Copy a link that can be embedded in a web page'],
      download: ['Download scene', 'Members get 10 free downloads a year'],
      move: 'Move to folder',
      edit: 'Edit scene details',
      danger: 'Danger zone',
      remove: 'Delete scene',
      archived: 'Remove collaborator (archived, unavailable)',
    },
  });
  return (
    <Frame>
      <MenuTrigger>
        <Button variant="outline" tone="neutral">
          {text.trigger}
        </Button>
        <Menu onAction={onAction} disabledKeys={['unshare']}>
          <MenuSection title={text.view}>
            <MenuItem id="share" icon={<ShareIcon />} description={text.share[1]}>
              {text.share[0]}
            </MenuItem>
            <MenuItem id="download" icon={<DownloadIcon />} description={text.download[1]}>
              {text.download[0]}
            </MenuItem>
            <MenuItem id="move" icon={<FolderIcon />}>
              {text.move}
            </MenuItem>
            <MenuItem id="edit" icon={<EditIcon />}>
              {text.edit}
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection title={text.danger}>
            <MenuItem id="unshare">{text.archived}</MenuItem>
            <MenuItem id="delete" tone="critical" icon={<TrashIcon />}>
              {text.remove}
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </Frame>
  );
}

/** Sections with headings, descriptions, a disabled item (skipped by the arrows) and a destructive item. */
export const SectionsAndDisabled: Story = {
  render: (args) => <SceneActions {...args} />,
  play: async ({ canvasElement }) => {
    const { body, trigger, menu } = await openWithArrowDown(canvasElement);
    await expect(within(menu).getAllByRole('group')).toHaveLength(2);
    const disabled = within(menu)
      .getAllByRole('menuitem')
      .find((item) => item.getAttribute('aria-disabled'));
    await expect(disabled).toBeDefined();
    // Four steps from the first item skip the disabled one and land on Delete.
    for (let i = 0; i < 4; i += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getAllByRole('menuitem').at(-1)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // The next key reaches the trigger only once focus has come back to it.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
  },
};

function SortMenu() {
  const text = useSample({
    zh: { trigger: '排序方式', options: ['最近拍摄', '最近创建', '场景名称', '场景大小'] },
    en: { trigger: 'Sort by', options: ['Last shot', 'Recently created', 'Scene name', 'Scene size'] },
  });
  const [selected, setSelected] = useState<Selection>(new Set(['0']));
  return (
    <Frame>
      <MenuTrigger>
        <Button variant="outline" tone="neutral">
          {text.trigger}
        </Button>
        <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected}>
          {text.options.map((label, index) => (
            <MenuItem key={label} id={String(index)}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    </Frame>
  );
}

/** A single-choice menu: the chosen item carries a check mark and `aria-checked`. */
export const SingleSelection: Story = {
  render: () => <SortMenu />,
  play: async ({ canvasElement }) => {
    const { body, trigger, items } = await openWithArrowDown(canvasElement, 'menuitemradio');
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    // The next key reaches the trigger only once focus has come back to it (seen missing it under load).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')[2]).toHaveAttribute('aria-checked', 'true');
  },
};

function LongMenu({ onAction }: DemoProps) {
  const text = useSample({
    zh: {
      trigger: '相机操作',
      items: ['为这台相机购买云存储扩容套餐并立即生效', '把相机及其全部场景转移给另一个看看空间账户', '解除绑定'],
    },
    en: {
      trigger: 'Camera actions',
      items: [
        'Buy a cloud storage expansion plan for this camera, effective at once',
        'Transfer the camera and all its scenes to another account',
        'Unbind camera',
      ],
    },
  });
  return (
    <Frame>
      <MenuTrigger>
        <Button variant="outline" tone="neutral">
          {text.trigger}
        </Button>
        <Menu onAction={onAction}>
          {text.items.map((label, index) => (
            <MenuItem key={label} id={String(index)} tone={index === 2 ? 'critical' : 'neutral'}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    </Frame>
  );
}

export const LongText: Story = {
  render: (args) => <LongMenu {...args} />,
  play: async ({ canvasElement }) => {
    await openWithArrowDown(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientMessage } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { AddressList, type AddressListProps, type SavedAddress } from './AddressList.tsx';

const zhAddresses: SavedAddress[] = [
  {
    id: 7,
    country: '中国',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    detail: '科苑路 15 号讯美科技广场 2 栋 1201 室',
    receiver: '李文',
    phone: '13800138000',
  },
  {
    id: 8,
    country: '中国',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路 478 号华星时代广场 A 座 18 层 1806 室看看空间华东区域销售与售后服务中心（工作日 9:00-18:00 收件）',
    receiver: '欧阳明远',
    phone: '0571-88886666',
  },
];

const enAddresses: SavedAddress[] = [
  {
    id: 7,
    country: '中国',
    province: '上海市',
    city: '市辖区',
    district: '徐汇区',
    detail: 'Room 1806, Tower A, West Bund Media Port, 2238 Longteng Avenue, for the Northlight front desk',
    receiver: 'Emma Clark',
    phone: '13912345678',
  },
  {
    id: 8,
    country: '中国',
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    detail: 'Unit 3, 21st floor, China World Tower B',
    receiver: 'Alexander Montgomery-Whitfield',
    phone: '010-65052288',
  },
];

type Args = Omit<AddressListProps, 'addresses'> & { empty?: boolean; firstIsDefault?: boolean };

function Demo({ empty = false, firstIsDefault = false, ...props }: Args) {
  const sample = useSample({ zh: zhAddresses, en: enAddresses });
  const addresses = firstIsDefault ? sample.map((address, index) => ({ ...address, isDefault: index === 0 })) : sample;
  return <AddressList {...props} addresses={empty ? [] : addresses} />;
}

const meta = {
  title: 'Patterns/AddressList',
  component: Demo,
  args: { onAdd: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { edit: '编辑', del: '删除', add: '新增地址' },
  en: { edit: 'Edit', del: 'Delete', add: 'Add address' },
};

/** Two long addresses (zh and en); Edit on the second by keyboard hands that address over. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await tabTo(canvas.getAllByRole('button', { name: text.edit })[1]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
  },
};

/** Delete asks first (message 15); Escape keeps the address, Enter on the question deletes and says so (37). */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = canvas.getAllByRole('button', { name: text.del })[0];
    await tabTo(remove);
    await userEvent.keyboard('{Enter}');
    let dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(clientMessage('confirmDelete'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent(clientMessage('deleted'));
  },
};

/** The delete question, open for the screenshot. */
export const DeleteQuestion: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await tabTo(canvas.getAllByRole('button', { name: text.del })[1]);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().width).toBe(403);
  },
};

/** The delete call fails: the question stays for a retry and message 38 is announced. */
export const DeleteFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await tabTo(canvas.getAllByRole('button', { name: text.del })[0]);
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(clientMessage('deleteFailed')));
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** No addresses: the empty state offers Add address. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].add }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

/** The first address is the default (a badge, "Remove default"); "Set as default" on the second hands it over. */
export const WithDefault: Story = {
  args: { firstIsDefault: true, onSetDefault: fn() },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    await expect(within(first ?? canvasElement).getByText(en ? 'Default' : '默认')).toBeVisible();
    await expect(canvas.getByRole('button', { name: en ? 'Remove default' : '取消默认' })).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: en ? 'Set as default' : '设为默认' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSetDefault).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }), true);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { CART_ITEM_KIND, type PaymentRegion } from '@kankan/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import type { CartLine } from './cartModel.ts';
import { CartTable } from './CartTable.tsx';

const threeLines: CartLine[] = [
  { id: 'pro', kind: CART_ITEM_KIND.pro, count: 1 },
  { id: 'tripod', kind: CART_ITEM_KIND.proTripodSet, count: 2 },
  { id: 'lite', kind: CART_ITEM_KIND.lite, count: 1 },
];

interface DemoProps {
  initialItems: CartLine[];
  region: PaymentRegion;
  defaultSelectedIds?: string[];
  isCheckoutPending?: boolean;
  onSelectionChange: (ids: string[]) => void;
  onCountChange: (id: string, count: number) => void;
  onRemove: (id: string) => unknown;
  onCheckout: (ids: string[]) => void;
}

/** The cart as the site keeps it: quantities and removals change the list. */
function Cart({ initialItems, onCountChange, onRemove, region, ...props }: DemoProps) {
  const [items, setItems] = useState(initialItems);
  // English mode always pays in US dollars (paymentRegion of @kankan/domain).
  const shown = useSample<PaymentRegion>({ zh: region, en: 'international' });
  return (
    <CartTable
      {...props}
      region={shown}
      items={items}
      onCountChange={(id, count) => {
        setItems((lines) => lines.map((line) => (line.id === id ? { ...line, count } : line)));
        onCountChange(id, count);
      }}
      onRemove={(id) => {
        setItems((lines) => lines.filter((line) => line.id !== id));
        return onRemove(id);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/CartTable',
  component: Cart,
  args: {
    initialItems: threeLines,
    region: 'domestic',
    onSelectionChange: fn(),
    onCountChange: fn(),
    onRemove: fn(),
    onCheckout: fn(),
  },
  argTypes: { region: { control: 'inline-radio', options: ['domestic', 'international'] } },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount in the story's currency: RMB in Chinese, US dollars in English. */
const price = (en: boolean, cny: string, usd: string) => (en ? usd : cny);

/** The total: the element just before the checkout button. */
const totalOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('button').at(-1)?.previousElementSibling;

/**
 * Everything selected: ¥12,800 + 2 × ¥899 + ¥3,999. Space unticks the Lite camera, the up arrow makes three tripod
 * sets, and Check out sends the two selected lines.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥18,597.00', 'US$2,916.00'));
    await tabTo(canvas.getByRole('checkbox', { name: en ? 'Select Lite two-lens camera' : '选择 Lite 双目相机' }));
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['pro', 'tripod']);
    await expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥14,598.00', 'US$2,217.00'));
    await expect(canvas.getByRole('checkbox', { name: en ? 'Select all' : '全选' })).toBePartiallyChecked();
    await tabTo(canvas.getByRole('textbox', { name: en ? 'Quantity of Pro tripod set' : 'Pro 三脚架套装的数量' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onCountChange).toHaveBeenCalledWith('tripod', 3);
    await waitFor(() => expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥15,497.00', 'US$2,426.00')));
    await tabTo(canvas.getByRole('button', { name: en ? 'Check out' : '去结算' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckout).toHaveBeenCalledWith(['pro', 'tripod']);
  },
};

/** Remove asks first; Enter confirms, the line goes, and focus moves to the Remove button now in its place. */
export const RemoveItem: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const body = within(document.body);
    const remove = canvas.getByRole('button', { name: en ? 'Remove Pro tripod set' : '移除 Pro 三脚架套装' });
    await tabTo(remove);
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(en ? 'Are you sure you want to delete this?' : '确定要删除吗');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onRemove).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('tripod');
    await waitFor(() => expect(canvas.getAllByRole('rowheader')).toHaveLength(2));
    await expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥16,799.00', 'US$2,498.00'));
    // The tripod set was the second line: the Lite camera's line is second now.
    const removeButtons = canvas.getAllByRole('button', { name: en ? /^Remove / : /^移除/ });
    await expect(removeButtons).toHaveLength(2);
    await waitFor(() => expect(removeButtons[1]).toHaveFocus());
  },
};

/** One line left: Remove is refused with client message 14 and the line stays. */
export const LastItemCannotBeRemoved: Story = {
  args: { initialItems: [{ id: 'pro', kind: CART_ITEM_KIND.pro, count: 1 }] },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const body = within(document.body);
    await tabTo(canvas.getByRole('button', { name: en ? 'Remove Pro eight-lens camera' : '移除 Pro 八目相机' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(en ? "The last item can't be deleted." : '最后一件商品不能删除');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(1);
  },
};

/** Nothing selected: Check out is disabled and says why; select all by keyboard enables it. */
export const NothingSelected: Story = {
  args: { defaultSelectedIds: [] },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    const checkout = canvas.getByRole('button', { name: en ? 'Check out' : '去结算' });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(en ? 'Please select at least one item.' : '请至少选择一项');
    await expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥0.00', 'US$0.00'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckout).not.toHaveBeenCalled();
    await tabTo(canvas.getByRole('checkbox', { name: en ? 'Select all' : '全选' }));
    await userEvent.keyboard(' ');
    await expect(checkout).toBeEnabled();
    await expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥18,597.00', 'US$2,916.00'));
    await userEvent.keyboard(' ');
    await expect(checkout).toBeDisabled();
  },
};

/** An abroad camera: US dollars in Chinese too. */
export const Usd: Story = {
  args: { region: 'international' },
  play: async ({ canvasElement }) => {
    await expect(totalOf(canvasElement)).toHaveTextContent('US$2,916.00');
  },
};

/** 120 Pro cameras and 120 tripod sets for a chain of estate agencies: large figures stay on one line. */
export const LargeQuantities: Story = {
  args: {
    initialItems: [
      { id: 'pro', kind: CART_ITEM_KIND.pro, count: 120 },
      { id: 'tripod', kind: CART_ITEM_KIND.proTripodSet, count: 120 },
    ],
  },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥1,643,880.00', 'US$240,960.00'));
    const field = canvas.getByRole('textbox', {
      name: en ? 'Quantity of Pro eight-lens camera' : 'Pro 八目相机的数量',
    });
    await tabTo(field);
    // End goes to the cart maximum (999), the down arrow one less.
    await userEvent.keyboard('{End}');
    await expect(args.onCountChange).toHaveBeenCalledWith('pro', 999);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onCountChange).toHaveBeenLastCalledWith('pro', 998);
    await waitFor(() =>
      expect(totalOf(canvasElement)).toHaveTextContent(price(en, '¥12,882,280.00', 'US$1,820,482.00')),
    );
  },
};

/** The order is being created: Check out spins. */
export const CheckoutPending: Story = {
  args: { isCheckoutPending: true },
  play: async ({ canvasElement, args }) => {
    const checkout = within(canvasElement).getAllByRole('button').at(-1);
    await expect(checkout).toHaveAttribute('data-pending', 'true');
    checkout?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

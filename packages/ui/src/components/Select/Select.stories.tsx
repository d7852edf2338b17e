import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  StoryWidth,
  longTextStory,
  playDescription,
  playDisabled,
  playInvalid,
  requiredInForm,
  storyLocale,
  useSample,
} from '../../storybook/index.ts';
import { Select, type SelectProps } from './Select.tsx';
import { SelectItem } from './SelectItem.tsx';

interface InvoiceType {
  id: string;
  name: string;
  note: string;
}

const invoiceTypes: { zh: InvoiceType[]; en: InvoiceType[] } = {
  zh: [
    { id: 'ordinary', name: '增值税普通发票（电子）', note: '7 个工作日内发送至邮箱' },
    { id: 'special', name: '增值税专用发票（纸质）', note: '15 个工作日内快递寄出' },
    { id: 'none', name: '不开发票', note: '之后可在订单中申请' },
  ],
  en: [
    { id: 'ordinary', name: 'Ordinary VAT invoice (e-mail)', note: 'E-mailed within 7 business days' },
    { id: 'special', name: 'Special VAT invoice (paper)', note: 'Posted within 15 business days' },
    { id: 'none', name: 'No invoice', note: 'You can request one from the order later' },
  ],
};

type Sample = { label: string; description?: string; errorMessage?: string; placeholder?: string };
type Props = Omit<SelectProps<InvoiceType>, 'children' | 'items'>;

function InvoiceSelect({ sample, ...props }: Props & { sample: { zh: Sample; en: Sample } }) {
  const items = useSample(invoiceTypes);
  return (
    <StoryWidth width="400px">
      <Select {...props} {...useSample(sample)} items={items}>
        {(item) => (
          <SelectItem id={item.id} description={item.note}>
            {item.name}
          </SelectItem>
        )}
      </Select>
    </StoryWidth>
  );
}

const invoiceLabel = { zh: { label: '发票类型' }, en: { label: 'Invoice type' } };
const names = (globals: Record<string, unknown>) => invoiceTypes[storyLocale(globals)].map((type) => type.name);

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { onChange: fn(), onOpenChange: fn(), children: null },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened and chosen by keyboard: Arrow Down opens, Arrow Down moves, Enter chooses; then reopened for the picture. */
export const Playground: Story = {
  render: (args) => <InvoiceSelect {...args} sample={invoiceLabel} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith('special');
    await expect(trigger).toHaveTextContent(names(globals)[1] ?? '');
    // react-aria gives focus back to the trigger in the frame after the list unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('listbox');
    await waitFor(() => expect(within(reopened).getByRole('option', { selected: true })).toHaveFocus());
  },
};

/** Escape closes the list without changing the value; focus goes back to the trigger. */
export const EscapeCloses: Story = {
  args: { defaultValue: 'ordinary' },
  render: (args) => <InvoiceSelect {...args} sample={invoiceLabel} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent(names(globals)[0] ?? '');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const issuedMonthly = {
  zh: { label: '发票类型', description: '每月 15 日统一开具' },
  en: { label: 'Invoice type', description: 'Invoices are issued on the 15th of each month' },
};

export const WithDescription: Story = {
  args: { defaultValue: 'ordinary' },
  render: (args) => <InvoiceSelect {...args} sample={issuedMonthly} />,
  play: playDescription('button', issuedMonthly),
};

/** Required: the localized placeholder shows until a choice; submitting without one shows the error. */
export const Required: Story = requiredInForm<Props>({
  field: (args) => <InvoiceSelect {...args} name="invoiceType" isRequired sample={invoiceLabel} />,
  submit: { zh: '提交订单', en: 'Place order' },
  target: (canvas) => canvas.getAllByRole('button')[0] ?? canvas.getByRole('button'),
  message: 'selection',
  mark: 'none',
  before: async (trigger, { globals }) => {
    await expect(trigger).toHaveTextContent(storyLocale(globals) === 'en' ? 'Please select' : '请选择');
  },
});

const incompleteBilling = {
  zh: { label: '发票类型', errorMessage: '请先完善专用发票的开户银行和账号' },
  en: { label: 'Invoice type', errorMessage: 'Complete the bank name and account for a special invoice first' },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'special' },
  render: (args) => <InvoiceSelect {...args} sample={incompleteBilling} />,
  play: playInvalid('button', incompleteBilling, { mark: 'none' }),
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'none' },
  render: (args) => <InvoiceSelect {...args} sample={invoiceLabel} />,
  play: playDisabled('button'),
};

const longChinese: Sample = {
  label: '请选择本次订单需要开具的发票类型（专用发票需提前完善企业开票信息）',
  description: '增值税专用发票在每月 15 日统一开具，开具后 10 天内寄出；电子发票将在 7 个工作日内发送至您填写的邮箱。',
  errorMessage: '当前账户尚未保存企业开票信息，无法选择增值税专用发票，请先在账户信息中完善后再提交订单。',
};

export const LongChinese: Story = longTextStory<Props, Sample>(InvoiceSelect, longChinese, { defaultValue: 'special' });

const longEnglish: Sample = {
  label: 'Choose the type of invoice for this order (a special invoice needs your company billing details first)',
  description:
    'Special VAT invoices are issued on the 15th of each month and posted within 10 days; e-invoices are e-mailed within 7 business days.',
  errorMessage:
    'Your account has no saved company billing details, so a special VAT invoice cannot be chosen. Complete them in your account first.',
};

export const LongEnglish: Story = longTextStory<Props, Sample>(InvoiceSelect, longEnglish, { defaultValue: 'special' });

/** Long option text in the open list wraps inside the field's width. */
export const LongOptions: Story = {
  render: (args) => <LongOptionsDemo {...args} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
  },
};

function LongOptionsDemo(props: Props) {
  const text = useSample({
    zh: {
      label: '扩容套餐',
      options: [
        { id: 'a', name: '基础版 10G：适合单台相机、每月新增少量场景的门店与个人设计师', note: '¥129 / 月' },
        { id: 'b', name: '扩容 200G：适合房产经纪与博物馆等需要长期保存大量高清场景的团队', note: '¥2399 / 月' },
      ],
    },
    en: {
      label: 'Storage plan',
      options: [
        {
          id: 'a',
          name: 'Basic 10G: for one camera and a few new scenes a month, such as a shop or a designer',
          note: '¥129 / month',
        },
        {
          id: 'b',
          name: 'Expansion 200G: for estate agencies and museums keeping many high-resolution scenes',
          note: '¥2399 / month',
        },
      ],
    },
  });
  return (
    <StoryWidth width="400px">
      <Select {...props} label={text.label} items={text.options}>
        {(item) => (
          <SelectItem id={item.id} description={item.note}>
            {item.name}
          </SelectItem>
        )}
      </Select>
    </StoryWidth>
  );
}

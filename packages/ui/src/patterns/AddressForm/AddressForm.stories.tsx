import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AddressFields } from '@kankan/domain';
import { messageForCode, messageForReason } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { AddressForm, type AddressFormProps } from './AddressForm.tsx';
import { loadStoryRegions } from './storyRegions.ts';

const shenzhen: AddressFields = {
  country: '中国',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科苑路 15 号讯美科技广场 2 栋 1201 室',
  receiver: '李文',
  phone: '13800138000',
};

type Args = Omit<AddressFormProps, 'defaultValue'> & { editing?: 'short' | 'long' };

function Demo({ editing, ...props }: Args) {
  const long = useSample<AddressFields>({
    zh: {
      country: '中国',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail:
        '文三路 478 号华星时代广场 A 座 18 层 1806 室看看空间华东区域销售与售后服务中心（工作日 9:00-18:00 收件）',
      receiver: '欧阳明远',
      phone: '0571-88886666',
    },
    en: {
      country: '中国',
      province: '上海市',
      city: '市辖区',
      district: '徐汇区',
      detail: 'Room 1806, Tower A, West Bund Media Port, 2238 Longteng Avenue, for the Northlight front desk',
      receiver: 'Emma Clark',
      phone: '13912345678',
    },
  });
  const value = editing === 'long' ? long : editing === 'short' ? shenzhen : null;
  return <AddressForm {...props} defaultValue={value} />;
}

const meta = {
  title: 'Patterns/AddressForm',
  component: Demo,
  args: { onSubmit: fn(), onCancel: fn(), loadRegions: loadStoryRegions },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: {
    province: '省份',
    city: '城市',
    district: '区县',
    detail: '详细地址',
    receiver: '收货人',
    phone: '联系电话',
    save: '保存地址',
  },
  en: {
    province: 'Province',
    city: 'City',
    district: 'District',
    detail: 'Detailed address',
    receiver: 'Receiver',
    phone: 'Phone number',
    save: 'Save address',
  },
};

async function chooseFirst(trigger: HTMLElement, body: ReturnType<typeof within>) {
  await tabTo(trigger);
  await userEvent.keyboard('{ArrowDown}');
  await body.findByRole('listbox');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/** A new address, all by keyboard: the three regions, the detail, receiver and phone; Enter saves it trimmed. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The selects are disabled until the region list has loaded: wait for it.
    const province = await waitFor(() => {
      const button = canvas.getByRole('button', { name: new RegExp(text.province) });
      expect(button).toBeEnabled();
      return button;
    });
    await chooseFirst(province, body);
    const city = canvas.getByRole('button', { name: new RegExp(text.city) });
    await waitFor(() => expect(city).toBeEnabled());
    await chooseFirst(city, body);
    const district = canvas.getByRole('button', { name: new RegExp(text.district) });
    await waitFor(() => expect(district).toBeEnabled());
    await chooseFirst(district, body);
    await tabTo(canvas.getByLabelText(new RegExp(text.detail)));
    await userEvent.keyboard(' 东长安街 1 号东方广场 W3 座 8 层 ');
    await tabTo(canvas.getByLabelText(new RegExp(text.receiver)));
    await userEvent.keyboard('王芳');
    await tabTo(canvas.getByLabelText(new RegExp(text.phone)));
    await userEvent.keyboard('13900139000{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      country: '中国',
      province: '北京市',
      city: '市辖区',
      district: '东城区',
      detail: '东长安街 1 号东方广场 W3 座 8 层',
      receiver: '王芳',
      phone: '13900139000',
    });
  },
};

/** Editing a saved address: the names find their codes in the list; a new phone is saved with the rest unchanged. */
export const Edit: Story = {
  args: { editing: 'short' },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const district = await waitFor(() => {
      const button = canvas.getByRole('button', { name: new RegExp(text.district) });
      expect(button).toBeEnabled();
      return button;
    });
    await expect(district).toHaveTextContent(storyLocale(globals) === 'en' ? 'Nanshan District' : '南山区');
    await tabTo(canvas.getByLabelText(new RegExp(text.phone)));
    await userEvent.keyboard('{Control>}a{/Control}0755-86001234{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...shenzhen, phone: '0755-86001234' });
  },
};

/** Saved empty: each field says what is missing, focus goes to the first text field, nothing is sent. */
/** A call that runs until the story settles it. */
const held = {
  settle: (): void => undefined,
  call(): Promise<void> {
    return new Promise((resolve) => {
      held.settle = resolve;
    });
  },
};

/**
 * A double click on Save address saves one address: the button is pending (aria-disabled) from the first press
 * until the call settles. No screenshot: the pending look is the Pending story's.
 */
export const DoubleClickSavesOnce: Story = {
  args: { editing: 'short', onSubmit: fn(() => held.call()) },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: new RegExp(text.district) })).toBeEnabled());
    const save = canvas.getByRole('button', { name: text.save });
    await userEvent.dblClick(save);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    held.settle();
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
  },
};

export const Incomplete: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: text.save }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(messageForReason('shipRegionRequired'))).toBeInTheDocument();
    await expect(canvas.getByText(messageForReason('shipNameRequired'))).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(new RegExp(text.detail))).toHaveFocus());
  },
};

/** A phone that is neither mobile nor landline, and a detail over 100 characters: both kept and explained. */
export const InvalidPhoneAndLongDetail: Story = {
  args: { editing: 'short' },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    const detail = canvas.getByLabelText(new RegExp(text.detail));
    await tabTo(detail);
    await userEvent.keyboard('{End}' + '，靠近地铁站'.repeat(16));
    const phone = canvas.getByLabelText(new RegExp(text.phone));
    await tabTo(phone);
    await userEvent.keyboard('{Control>}a{/Control}12345{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(phone).toBeInvalid();
    await expect(phone).toHaveValue('12345');
    await expect(detail).toBeInvalid();
    await waitFor(() => expect(detail).toHaveFocus());
  },
};

/** Server code 3013 (bad mobile format) at the phone. */
export const PhoneRefused: Story = {
  args: { editing: 'short', serverError: { code: 3013 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText(new RegExp(words[storyLocale(globals)].phone));
    await expect(phone).toBeInvalid();
    await expect(phone).toHaveAccessibleDescription(new RegExp(messageForCode(3013)));
    await tabTo(phone);
    await userEvent.keyboard('{End}1');
    // The server's error goes once the edited field is left.
    await userEvent.tab();
    await expect(phone).toBeValid();
  },
};

/** Long Chinese and English addresses wrap inside the form. */
export const LongAddress: Story = {
  args: { editing: 'long' },
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: new RegExp(text.district) })).toBeEnabled());
    await tabTo(canvas.getByRole('button', { name: text.save }));
  },
};

/** Saving: the button spins and Enter does nothing. */
export const Pending: Story = {
  args: { editing: 'short', isPending: true },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByLabelText(new RegExp(words[storyLocale(globals)].receiver)));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
  },
};

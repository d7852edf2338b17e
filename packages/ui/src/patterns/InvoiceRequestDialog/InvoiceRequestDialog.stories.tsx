import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InvoiceRecord, SavedInvoiceTitles } from '@kankan/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dialogOf, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { InvoiceRequestDialog, type InvoiceRequestDialogProps } from './InvoiceRequestDialog.tsx';

const camera = { cameraId: 88, childName: '4DKKPRO_A1B2C3', snCode: 'KKPRO10001', currency: 'CNY' } as const;

const titles: { zh: SavedInvoiceTitles; en: SavedInvoiceTitles } = {
  zh: {
    ordinary: {
      type: 2,
      title: '深圳看看科技有限公司',
      code: '91440300MA5G8XK21Y',
      emailAddress: 'finance@kankan.test',
    },
    special: {
      type: 3,
      title: '深圳看看科技有限公司',
      code: '91440300MA5G8XK21Y',
      emailAddress: 'finance@kankan.test',
      organizedAddress: '广东省深圳市南山区科技园科技南路 18 号',
      registerPhone: '0755-86001234',
      bankName: '招商银行深圳科技园支行',
      bankAccount: '755912345610801',
    },
  },
  en: {
    ordinary: {
      type: 2,
      title: 'KanKan Tech Co Ltd',
      code: '91440300MA5G8XK21Y',
      emailAddress: 'finance@kankan.test',
    },
    special: {
      type: 3,
      title: 'KanKan Tech Co Ltd',
      code: '91440300MA5G8XK21Y',
      emailAddress: 'finance@kankan.test',
      organizedAddress: '18 Keji South Road, Nanshan, Shenzhen',
      registerPhone: '0755-86001234',
      bankName: 'China Merchants Bank Shenzhen',
      bankAccount: '755912345610801',
    },
  },
};

type Args = Omit<InvoiceRequestDialogProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'savedTitles'> & {
  /** Use the saved titles of the sample account. */
  withSavedTitles?: boolean;
  /** Leave the saved special title without its delivery information. */
  withoutShipping?: boolean;
  /** An account that has saved no invoice title yet. */
  noSavedTitles?: boolean;
};

function Demo({ withSavedTitles = false, withoutShipping = false, noSavedTitles = false, ...props }: Args) {
  const saved = useSample(titles);
  const special = saved.special && {
    ...saved.special,
    ...(withoutShipping
      ? {}
      : {
          shipName: '李华',
          shipMobile: '13800138000',
          shipAreaPath: '广东省,深圳市,南山区',
          shipAddress: '科技南路 18 号',
        }),
  };
  return (
    <InvoiceRequestDialog
      {...props}
      savedTitles={
        noSavedTitles
          ? { ordinary: null, special: null }
          : withSavedTitles
            ? { ordinary: saved.ordinary, special }
            : undefined
      }
      defaultOpen
    />
  );
}

const meta = {
  title: 'Patterns/InvoiceRequestDialog',
  component: Demo,
  args: { camera, maxAmount: 12800, onSubmit: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: {
    amount: '开票金额',
    title: '发票抬头',
    taxNumber: '税号',
    email: '电子邮箱',
    address: '注册地址',
    phone: '注册电话',
    bankName: '开户银行',
    bankAccount: '银行账号',
    shipName: '收件人',
    shipMobile: '收件人手机号',
    shipAddress: '详细地址',
    province: '省份',
    city: '城市',
    district: '区县',
    submit: '提交',
    save: '保存',
  },
  en: {
    amount: 'Invoice amount',
    title: 'Invoice title',
    taxNumber: 'Tax number',
    email: 'E-mail address',
    address: 'Registered address',
    phone: 'Registered phone',
    bankName: 'Bank name',
    bankAccount: 'Bank account',
    shipName: 'Recipient',
    shipMobile: "Recipient's mobile",
    shipAddress: 'Detailed address',
    province: 'Province',
    city: 'City',
    district: 'District',
    submit: 'Submit',
    save: 'Save',
  },
};

/** Tab to the checked type and press the arrow: the special VAT invoice is chosen. */
async function chooseSpecial(view: ReturnType<typeof within>) {
  await tabTo(view.getByRole('radio', { checked: true }));
  await userEvent.keyboard('{ArrowRight}');
  await expect(view.getAllByRole('radio')[1]).toBeChecked();
}

async function typeInto(field: HTMLElement, text: string) {
  await tabTo(field);
  await userEvent.keyboard(text);
}

/** Open a region select by keyboard and take its first option. */
async function chooseFirst(trigger: HTMLElement | undefined, body: ReturnType<typeof within>) {
  await tabTo(trigger);
  await userEvent.keyboard('{ArrowDown}');
  await body.findByRole('listbox');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

/**
 * An ordinary e-mail invoice with the saved title prefilled: the amount is typed and Enter submits the request.
 */
export const Playground: Story = {
  args: { withSavedTitles: true },
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await expect(dialog.getBoundingClientRect().width).toBe(868);
    await expect(view.getByRole('textbox', { name: text.title })).toHaveValue(
      en ? 'KanKan Tech Co Ltd' : '深圳看看科技有限公司',
    );
    await expect(view.queryByRole('textbox', { name: text.bankName })).toBeNull();
    await typeInto(view.getByRole('textbox', { name: text.amount }), '509{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      info: {
        type: 2,
        title: en ? 'KanKan Tech Co Ltd' : '深圳看看科技有限公司',
        code: '91440300MA5G8XK21Y',
        emailAddress: 'finance@kankan.test',
      },
      target: { cameraId: 88 },
      amount: 509,
      saveAsTitle: false,
    });
  },
};

/**
 * The special type with every field invalid: a short tax number (the dash is dropped as typed), a bad e-mail, a
 * phone with letters, a short mobile, the rest left empty; Enter in a field submits, each field shows its reason, the form sums it up and focus
 * goes to the first field in error. Nothing is sent.
 */
export const SpecialAllInvalid: Story = {
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const en = storyLocale(globals) === 'en';
    const dialog = await dialogOf();
    const view = within(dialog);
    await chooseSpecial(view);
    const taxNumber = view.getByRole('textbox', { name: text.taxNumber });
    await typeInto(taxNumber, '91-44');
    await typeInto(view.getByRole('textbox', { name: text.email }), 'a@');
    await typeInto(view.getByRole('textbox', { name: text.phone }), '07-AB');
    await typeInto(view.getByRole('textbox', { name: text.shipMobile }), '13{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const amount = view.getByRole('textbox', { name: text.amount });
    await waitFor(() => expect(amount).toHaveFocus());
    // Every text field of the special type (eleven) and the region's three selects are marked.
    await expect(dialog.querySelectorAll('input[aria-invalid="true"]')).toHaveLength(11);
    await expect(taxNumber).toHaveValue('9144');
    await expect(taxNumber).toHaveAccessibleDescription(en ? /Please enter the 18-digit tax number\./ : /18/);
    const region = view.getByRole('group', { name: en ? 'Region' : '所在地区' });
    await expect(region).toHaveAccessibleDescription(en ? 'Please select the region.' : '请选择所在地区');
    const alerts = view.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(en ? 'Please complete the invoice information.' : '请完善发票信息');
    await expect(alerts[1]).toHaveTextContent(en ? 'Please complete the delivery information.' : '请完善收货信息');
  },
};

/**
 * A valid special invoice: the saved special title fills the company fields, the delivery block is filled by
 * keyboard (the region by its three selects), and Submit sends every field with the region joined by commas.
 */
export const SpecialValidWithShipping: Story = {
  args: { withSavedTitles: true, withoutShipping: true },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const en = storyLocale(globals) === 'en';
    const body = within(canvasElement.ownerDocument.body);
    const view = within(await dialogOf());
    await chooseSpecial(view);
    await expect(view.getByRole('textbox', { name: text.bankName })).toHaveValue(
      en ? 'China Merchants Bank Shenzhen' : '招商银行深圳科技园支行',
    );
    await typeInto(view.getByRole('textbox', { name: text.amount }), '12800');
    await typeInto(view.getByRole('textbox', { name: text.shipName }), '李华');
    await typeInto(view.getByRole('textbox', { name: text.shipMobile }), '13800138000');
    const region = view.getByRole('group', { name: en ? 'Region' : '所在地区' });
    const [province, city, district] = within(region).getAllByRole('button');
    await waitFor(() => expect(province).toBeEnabled());
    await chooseFirst(province, body);
    await waitFor(() => expect(city).toBeEnabled());
    await chooseFirst(city, body);
    await waitFor(() => expect(district).toBeEnabled());
    await chooseFirst(district, body);
    await typeInto(view.getByRole('textbox', { name: text.shipAddress }), '东长安街 1 号');
    await tabTo(view.getByRole('button', { name: text.submit }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      info: {
        type: 3,
        title: en ? 'KanKan Tech Co Ltd' : '深圳看看科技有限公司',
        code: '91440300MA5G8XK21Y',
        emailAddress: 'finance@kankan.test',
        organizedAddress: en ? '18 Keji South Road, Nanshan, Shenzhen' : '广东省深圳市南山区科技园科技南路 18 号',
        registerPhone: '0755-86001234',
        bankName: en ? 'China Merchants Bank Shenzhen' : '招商银行深圳科技园支行',
        bankAccount: '755912345610801',
        shipName: '李华',
        shipMobile: '13800138000',
        shipAreaPath: '北京市,市辖区,东城区',
        shipAddress: '东长安街 1 号',
      },
      target: { cameraId: 88 },
      amount: 12800,
      saveAsTitle: false,
    });
  },
};

/**
 * An account with no saved title is asked whether the request's title should become its saved one: the box is off
 * by default, so a request saves nothing unless it is ticked (for a special VAT invoice too).
 */
export const SaveTitleChoice: Story = {
  args: { noSavedTitles: true },
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    const ordinaryBox = view.getByRole('checkbox', {
      name: en ? 'Also save this as my ordinary invoice title' : '同时保存为我的普通发票抬头',
    });
    await expect(ordinaryBox).not.toBeChecked();
    await typeInto(view.getByRole('textbox', { name: text.amount }), '100');
    await typeInto(view.getByRole('textbox', { name: text.title }), 'Demo Studio');
    await typeInto(view.getByRole('textbox', { name: text.email }), 'bills@demo-studio.com');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({
      info: { type: 2, title: 'Demo Studio', emailAddress: 'bills@demo-studio.com' },
      target: { cameraId: 88 },
      amount: 100,
      saveAsTitle: false,
    });
    await tabTo(ordinaryBox);
    await userEvent.keyboard(' ');
    await expect(ordinaryBox).toBeChecked();
    await tabTo(view.getByRole('textbox', { name: text.email }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ info: expect.objectContaining({ type: 2 }), saveAsTitle: true }),
    );
    await chooseSpecial(view);
    await expect(
      view.getByRole('checkbox', {
        name: en ? 'Also save this as my special VAT invoice title' : '同时保存为我的增值税专用发票抬头',
      }),
    ).toBeInTheDocument();
  },
};

/** A saved special title with its delivery information: the region is found in the list and shown; Tab reaches the amount. */
export const SpecialPrefilled: Story = {
  args: { withSavedTitles: true, defaultType: 3 },
  play: async ({ globals }) => {
    const text = words[storyLocale(globals)];
    const view = within(await dialogOf());
    const region = view.getByRole('group', { name: storyLocale(globals) === 'en' ? 'Region' : '所在地区' });
    await waitFor(() =>
      expect(within(region).getAllByRole('button')[2]).toHaveTextContent(
        storyLocale(globals) === 'en' ? 'Nanshan District' : '南山区',
      ),
    );
    await expect(view.getByRole('textbox', { name: text.shipName })).toHaveValue('李华');
    await tabTo(view.getByRole('textbox', { name: text.amount }));
  },
};

/**
 * The amount keeps digits only and is clamped to what may still be invoiced: typing "98a765" gives the maximum,
 * 509. Zero is refused on submit.
 */
export const AmountClamped: Story = {
  args: { maxAmount: 509, withSavedTitles: true },
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    const amount = view.getByRole('textbox', { name: text.amount });
    await typeInto(amount, '98a765');
    await expect(amount).toHaveValue('509');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}0{Enter}');
    await expect(amount).toHaveValue('0');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(amount).toHaveAccessibleDescription(en ? /The amount must be more than 0\./ : /./);
    await userEvent.keyboard('{Backspace}98765');
    await expect(amount).toHaveValue('509');
    await expect(amount).not.toBeInvalid();
  },
};

/** The server refused: 4021 (already invoiced) shows above the fields, and goes once the user edits. */
export const ServerErrorAlreadyInvoiced: Story = {
  args: { withSavedTitles: true, serverError: { code: 4021 } },
  play: async ({ globals }) => {
    const en = storyLocale(globals) === 'en';
    const view = within(await dialogOf());
    const message = en ? 'An invoice has already been issued for this.' : /./;
    await expect(view.getByRole('alert')).toHaveTextContent(message);
    await tabTo(view.getByRole('button', { name: words[storyLocale(globals)].submit }));
  },
};

/** 7001 (sensitive words in the title) shows at the title field. */
export const ServerErrorAtTitle: Story = {
  args: { withSavedTitles: true, serverError: { code: 7001 } },
  play: async ({ globals }) => {
    const text = words[storyLocale(globals)];
    const view = within(await dialogOf());
    const title = view.getByRole('textbox', { name: text.title });
    await expect(title).toBeInvalid();
    await typeInto(title, '!');
    await expect(title).not.toBeInvalid();
  },
};

/** Switching the type keeps what was typed in both directions. */
export const SwitchTypeKeepsInput: Story = {
  play: async ({ globals }) => {
    const text = words[storyLocale(globals)];
    const view = within(await dialogOf());
    await typeInto(view.getByRole('textbox', { name: text.title }), '看看空间');
    await chooseSpecial(view);
    await typeInto(view.getByRole('textbox', { name: text.bankName }), '招商银行');
    await tabTo(view.getByRole('radio', { checked: true }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(view.queryByRole('textbox', { name: text.bankName })).toBeNull();
    await expect(view.getByRole('textbox', { name: text.title })).toHaveValue('看看空间');
    await userEvent.keyboard('{ArrowRight}');
    await expect(view.getByRole('textbox', { name: text.bankName })).toHaveValue('招商银行');
  },
};

const record: InvoiceRecord = {
  id: 44,
  type: 2,
  title: '深圳看看科技有限公司',
  code: '91440300MA5G8XK21Y',
  emailAddress: 'finance@kankan.test',
  cameraId: 88,
  orderId: null,
  amount: 509,
  status: 1,
  createTime: '2026-11-02T04:00:00Z',
  deliveryTime: '2026-11-05T04:00:00Z',
};

/** Editing a request: its values fill the form, the type is fixed, Save sends what the request becomes. */
export const EditRequest: Story = {
  args: { invoice: record },
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const view = within(await dialogOf());
    for (const radio of view.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await typeInto(view.getByRole('textbox', { name: text.email }), '{Control>}a{/Control}invoice@kankan.test');
    await tabTo(view.getByRole('button', { name: text.save }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      info: {
        type: 2,
        title: '深圳看看科技有限公司',
        code: '91440300MA5G8XK21Y',
        emailAddress: 'invoice@kankan.test',
      },
      target: { cameraId: 88 },
      amount: 509,
      saveAsTitle: false,
    });
  },
};

/** The submit call is running: Submit spins and Enter sends nothing more. */
export const Pending: Story = {
  args: { withSavedTitles: true, isPending: true },
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const view = within(await dialogOf());
    await expect(view.getByRole('progressbar')).toBeInTheDocument();
    await typeInto(view.getByRole('textbox', { name: text.amount }), '100{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

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
 * A double click on Submit sends one request: the button is pending (aria-disabled) from the first press until the
 * call settles, then presses again. No screenshot: the pending look is the Pending story's.
 */
export const DoubleClickSendsOnce: Story = {
  args: { withSavedTitles: true, onSubmit: fn(() => held.call()) },
  parameters: { screenshot: false },
  play: async ({ args, globals }) => {
    const text = words[storyLocale(globals)];
    const view = within(await dialogOf());
    await typeInto(view.getByRole('textbox', { name: text.amount }), '100');
    const submit = view.getByRole('button', { name: text.submit });
    await userEvent.dblClick(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    held.settle();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
  },
};

/** The longest titles the rules allow (20 characters) and a long camera name, in Chinese. */
export const LongChinese: Story = {
  args: {
    camera: { ...camera, childName: '4DKKPRO_深圳南山科技园展厅主相机' },
    invoice: { ...record, title: '深圳市南山区看看空间三维数字科技有限公司' },
  },
  render: (args) => <InvoiceRequestDialog {...args} defaultOpen />,
  play: async () => {
    await dialogOf();
  },
};

/** The longest English title (20 characters) and e-mail (30 characters) the rules allow. */
export const LongEnglish: Story = {
  args: {
    camera: { ...camera, childName: '4DKKPRO_Shenzhen-Showroom-Main', currency: 'USD' },
    maxAmount: 1799,
    invoice: {
      ...record,
      type: 3,
      title: 'Worldwide Spaces Ltd',
      emailAddress: 'accounts.payable@worldwide.biz',
      organizedAddress: 'Floor 18, Tower B, Shenzhen Bay Technology and Ecology Park, Nanshan District, Shenzhen',
      registerPhone: '0755-86001234-8888',
      bankName: 'Industrial and Commercial Bank of China',
      bankAccount: '4000023409200112233445566778899',
      shipName: 'Alexandra Richardson',
      shipMobile: '13800138000',
      shipAreaPath: '广东省,深圳市,南山区',
      shipAddress: 'Floor 18, Tower B, Shenzhen Bay Technology and Ecology Park',
    },
  },
  render: (args) => <InvoiceRequestDialog {...args} defaultOpen />,
  play: async () => {
    await dialogOf();
  },
};

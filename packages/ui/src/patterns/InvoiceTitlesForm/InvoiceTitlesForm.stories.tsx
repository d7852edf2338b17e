import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InvoiceInfo, SavedInvoiceTitles } from '@kankan/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWidth, storyLocale, tabTo, useSample } from '../../storybook/index.ts';
import { InvoiceTitlesForm, type InvoiceTitlesFormProps } from './InvoiceTitlesForm.tsx';

const ordinaryZh: InvoiceInfo = {
  type: 2,
  title: '深圳看看科技有限公司',
  code: '91440300MA5G8XK21Y',
  emailAddress: 'finance@kankan.test',
};

const specialZh: InvoiceInfo = {
  ...ordinaryZh,
  type: 3,
  organizedAddress: '广东省深圳市南山区科技园科技南路 18 号',
  registerPhone: '0755-86001234',
  bankName: '招商银行深圳科技园支行',
  bankAccount: '755912345610801',
  shipName: '李华',
  shipMobile: '13800138000',
  shipAreaPath: '广东省,深圳市,南山区',
  shipAddress: '科技南路 18 号 看看大厦 9 楼',
};

const specialEn: InvoiceInfo = {
  ...specialZh,
  title: 'KanKan Tech Co Ltd',
  organizedAddress: '18 Keji South Road, Nanshan, Shenzhen',
  bankName: 'China Merchants Bank Shenzhen',
  shipName: 'Li Hua',
  shipAddress: 'Floor 9, KanKan Building, 18 Keji South Road',
};

const savedZh: SavedInvoiceTitles = { ordinary: ordinaryZh, special: specialZh };
const savedEn: SavedInvoiceTitles = { ordinary: { ...ordinaryZh, title: 'KanKan Tech Co Ltd' }, special: specialEn };

const longZh: SavedInvoiceTitles = {
  special: {
    ...specialZh,
    title: '深圳市南山区看看空间三维数字科技有限公司',
    organizedAddress:
      '广东省深圳市南山区粤海街道高新区社区科技南路十八号深圳湾科技生态园二期B栋十八层一八零一至一八零八室（看看空间三维数字科技有限公司）',
    bankName: '中国工商银行股份有限公司深圳市分行南山区科技园支行营业部',
    shipName: '欧阳慕容诸葛司马上官皇甫东方西门南宫',
  },
};

const longEn: SavedInvoiceTitles = {
  special: {
    ...specialEn,
    title: 'Worldwide Spaces Ltd',
    emailAddress: 'accounts.payable@worldwide.biz',
    organizedAddress: 'Floor 18, Tower B, Shenzhen Bay Technology and Ecology Park, Nanshan District, Shenzhen',
    bankName: 'Industrial and Commercial Bank of China',
    bankAccount: '4000023409200112233445566778899',
    shipName: 'Alexandra Richardson',
    shipAddress: 'Floor 18, Tower B, Shenzhen Bay Technology and Ecology Park, Nanshan District',
  },
};

type Args = Omit<InvoiceTitlesFormProps, 'saved'> & { sample?: 'none' | 'saved' | 'long' };

function Demo({ sample = 'none', ...props }: Args) {
  const saved = useSample({ zh: savedZh, en: savedEn });
  const long = useSample({ zh: longZh, en: longEn });
  return (
    // The width of the account area's content column.
    <StoryWidth width="880px">
      <InvoiceTitlesForm {...props} saved={sample === 'saved' ? saved : sample === 'long' ? long : {}} />
    </StoryWidth>
  );
}

const meta = {
  title: 'Patterns/InvoiceTitlesForm',
  component: Demo,
  args: { onSave: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { add: '添加发票抬头', save: '保存', title: '发票抬头', email: '电子邮箱', taxNumber: '税号' },
  en: {
    add: 'Add invoice title',
    save: 'Save',
    title: 'Invoice title',
    email: 'E-mail address',
    taxNumber: 'Tax number',
  },
};

/** Nothing saved: Add opens the fields; the title and e-mail are typed and Enter saves the contract's InvoiceInfo. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: text.add }));
    await userEvent.keyboard('{Enter}');
    const title = await canvas.findByRole('textbox', { name: text.title });
    await tabTo(title);
    await userEvent.keyboard('看看空间');
    await tabTo(canvas.getByRole('textbox', { name: text.email }));
    await userEvent.keyboard('finance@kankan.test{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      type: 2,
      title: '看看空间',
      emailAddress: 'finance@kankan.test',
    });
  },
};

/** Both types saved: read-only, with the save-once note; the arrow key shows the special title and its delivery. */
export const Saved: Story = {
  args: { sample: 'saved' },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getAllByRole('tab')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText('广东省 深圳市 南山区')).toBeInTheDocument();
    await expect(canvas.getByText(en ? /saved only once/ : /只能保存一次/)).toBeInTheDocument();
  },
};

/** The special type, saved empty by keyboard: every field shows its reason, focus goes to the title. */
export const SpecialInvalid: Story = {
  args: { defaultType: 3 },
  // Taller than the viewport: screenshot the whole form.
  parameters: { fullPage: true },
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: text.add }));
    await userEvent.keyboard('{Enter}');
    await tabTo(await canvas.findByRole('textbox', { name: text.taxNumber }));
    await userEvent.keyboard('12345');
    await tabTo(canvas.getByRole('button', { name: text.save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: text.title })).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: text.taxNumber })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: text.email })).toBeInvalid();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the title (7001, sensitive words): the message shows at the title. */
export const ServerErrorAtTitle: Story = {
  args: { serverError: { type: 2, code: 7001 } },
  play: async ({ canvasElement, globals }) => {
    const text = words[storyLocale(globals)];
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: text.add }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('textbox', { name: text.title })).toBeInvalid();
  },
};

/** The save call is running: Save spins. */
export const Pending: Story = {
  args: { pendingType: 2 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: words[storyLocale(globals)].add }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();
  },
};

/** The longest values the rules allow, saved as a special title (Chinese sample in zh, English in en). */
export const LongTitles: Story = {
  args: { sample: 'long', defaultType: 3 },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button.tsx';
import { storyLocale, useSample } from '../../storybook/index.ts';
import { AgreementDialog, type AgreementDialogProps } from './AgreementDialog.tsx';
import { Stack } from '../../components/Stack/Stack.tsx';

const textZh = [
  '一、协议范围。本协议适用于您在看看空间购买的会员、云存储扩容与点数等付费服务，以及与之相关的发票申请。',
  '二、价格与生效。付费服务以购买页面公示的价格为准，支付成功后即时生效；年按 365 天、月按 31 天计算有效期。',
  '三、续费与升级。云存储套餐可续费或升级，不支持降级；同一套餐不能重复购买，只能续费；不同套餐不能叠加。',
  '四、容量与封存。容量到期或超出后，超出部分的场景将被封存，封存数据保留一年；扩容、续费或删除场景后可解除封存。',
  '五、发票。发票信息仅可保存一次，请仔细核对；电子发票在 7 天内发送到您的邮箱，增值税专用发票在 15 个工作日内送达。',
  '六、发票修改。发票送达后 7 天内可修改发票信息，逾期不再受理；每月 15 日统一开具发票。',
  '七、退款。已生效的付费服务不支持退款；因系统原因重复扣费的，我们将在核实后原路退回。',
  '八、协议变更。我们可能适时修订本协议，修订后的协议将在网站公布；继续使用付费服务即视为同意修订后的协议。',
  '九、账号注销。注销账号设有 15 天冷静期，冷静期内登录将撤销注销申请；注销后会员权益与交易记录将被清除，所有相机解除绑定。',
  '十、争议解决。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方可向看看空间所在地有管辖权的人民法院提起诉讼。',
  '十一、联系我们。如对本协议或付费服务有任何疑问，请在工作日 09:00-12:30、14:00-18:30（北京时间）致电客服热线或发送邮件。',
];

const textEn = [
  '1. Scope. This agreement covers the paid services you buy from KanKan Space (membership, cloud storage expansion and points) and the invoices you request for them.',
  '2. Prices and start. Paid services cost what the purchase page shows and start as soon as the payment succeeds; a year is 365 days and a month 31 days.',
  '3. Renewal and upgrade. A storage plan can be renewed or upgraded but not downgraded; the same plan cannot be bought twice, only renewed, and different plans cannot be combined.',
  '4. Capacity and archiving. When capacity expires or is exceeded, the scenes over capacity are archived and kept for one year; expanding, renewing or deleting scenes unseals them.',
  '5. Invoices. Invoice information can be saved only once, so check it carefully; an e-invoice reaches your e-mail within 7 days, a special VAT invoice within 15 business days.',
  '6. Changing an invoice. Invoice information can be changed within 7 days after delivery and not later; invoices are issued on the 15th of each month.',
  '7. Refunds. Paid services that have started are not refunded; a charge taken twice through a fault of ours is refunded the way it was paid once we have checked it.',
  '8. Changes. We may revise this agreement from time to time and publish the revised version on the site; using the paid services afterwards means you accept it.',
  '9. Closing your account. A 15-day cooling-off period applies and logging in during it cancels the request; closing removes membership rights and transaction records and unbinds every camera.',
  '10. Disputes. Both sides will first try to settle a dispute about this agreement amicably; failing that, either side may bring it before the competent court where KanKan Space is based.',
  '11. Contact. For questions about this agreement or the paid services, call the hotline or write to us on working days, 09:00-12:30 and 14:00-18:30 (GMT+8).',
];

function Text({ short = false }: { short?: boolean }) {
  const paragraphs = useSample({ zh: textZh, en: textEn });
  return (
    <Stack space="medium">
      {(short ? paragraphs.slice(0, 1) : paragraphs).map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Stack>
  );
}

type Args = Omit<AgreementDialogProps, 'title' | 'children' | 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  title?: string;
  short?: boolean;
};

/** A button that opens the agreement, as a purchase or invoice screen would. */
function Demo({ title, short = false, ...props }: Args) {
  const [open, setOpen] = useState(false);
  const sample = useSample({
    zh: { title: '《看看空间付费服务协议》', open: '阅读协议' },
    en: { title: 'KanKan Space Paid Services Agreement', open: 'Read the agreement' },
  });
  return (
    <>
      <Button variant="outline" tone="neutral" onPress={() => setOpen(true)}>
        {sample.open}
      </Button>
      <AgreementDialog {...props} title={title ?? sample.title} isOpen={open} onOpenChange={setOpen}>
        <Text short={short} />
      </AgreementDialog>
    </>
  );
}

const words = {
  zh: { open: '阅读协议', confirm: '确定', terms: '协议正文', hint: '请阅读至协议末尾后再确认。' },
  en: { open: 'Read the agreement', confirm: 'Confirm', terms: 'Terms text', hint: 'Scroll to the end to continue.' },
};

const meta = {
  title: 'Patterns/AgreementDialog',
  component: Demo,
  args: { onConfirm: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to the trigger and press Enter: the dialog opens with focus inside. */
async function openByKeyboard(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const text = words[storyLocale(globals)];
  await userEvent.tab();
  await expect(within(canvasElement).getByRole('button', { name: text.open })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

/**
 * Tab into the terms text and press End. Synthetic key events do not scroll, so the play function then does what
 * the browser does on End.
 */
async function scrollToEndByKeyboard(region: HTMLElement) {
  for (let i = 0; i < 4 && document.activeElement !== region; i += 1) await userEvent.tab();
  await expect(region).toHaveFocus();
  await userEvent.keyboard('{End}');
  region.scrollTo({ top: region.scrollHeight });
}

/** The whole path by keyboard: open, scroll the text to its end, Confirm. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openByKeyboard(canvasElement, globals);
    await expect(dialog.parentElement?.getBoundingClientRect().width).toBe(680);
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await expect(confirm).toBeDisabled();
    await scrollToEndByKeyboard(within(dialog).getByRole('region', { name: text.terms }));
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.tab();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** Opened and not yet scrolled: Confirm is disabled, Enter on it does nothing, and the hint says why. */
export const NotYetScrolled: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const dialog = await openByKeyboard(canvasElement, globals);
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(text.hint);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('region', { name: text.terms }).scrollTop).toBe(0);
  },
};

/** Scrolled to the end by keyboard: the hint is gone and Confirm is enabled (not pressed). */
export const ScrolledByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const dialog = await openByKeyboard(canvasElement, globals);
    const region = within(dialog).getByRole('region', { name: text.terms });
    await scrollToEndByKeyboard(region);
    const confirm = within(dialog).getByRole('button', { name: text.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(within(dialog).queryByText(text.hint)).toBeNull();
    await waitFor(() => expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 1));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape closes without confirming; reopening remembers the text was read. */
export const CancelAndReopen: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = words[storyLocale(globals)];
    const body = within(canvasElement.ownerDocument.body);
    let dialog = await openByKeyboard(canvasElement, globals);
    await scrollToEndByKeyboard(within(dialog).getByRole('region', { name: text.terms }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: text.confirm })).toBeEnabled());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: text.open })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: text.confirm })).toBeEnabled());
  },
};

/** A text that needs no scrolling: Confirm is enabled at once. */
export const ShortText: Story = {
  args: { short: true },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openByKeyboard(canvasElement, globals);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: words[storyLocale(globals)].confirm })).toBeEnabled(),
    );
  },
};

/** A long Chinese title wraps in the header beside the close button. */
export const LongChineseTitle: Story = {
  args: { title: '《看看空间付费服务协议》《云存储扩容与场景封存规则》及《发票申请与修改须知》' },
  play: async ({ canvasElement, globals }) => {
    await openByKeyboard(canvasElement, globals);
  },
};

/** A long English title wraps in the header beside the close button. */
export const LongEnglishTitle: Story = {
  args: {
    title: 'KanKan Space Paid Services Agreement, Cloud Storage Archiving Rules and Invoice Request and Change Notice',
  },
  play: async ({ canvasElement, globals }) => {
    await openByKeyboard(canvasElement, globals);
  },
};

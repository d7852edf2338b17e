import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CustomerMessageFields } from '@kankan/domain';
import { messageForCode } from '@kankan/i18n';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import { CustomerMessagePanel } from './CustomerMessagePanel.tsx';

type Answer = 'received' | 'pending' | number;

interface DemoProps {
  /** What the fake server answers: received, still sending, or a refusal code. */
  answer: Answer;
  defaultOpen?: boolean;
  onSubmit: (message: CustomerMessageFields) => void;
}

/** The panel with a fake server: a send is answered as `answer` says. */
function Demo({ answer, defaultOpen, onSubmit }: DemoProps) {
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<{ code: number } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  return (
    <CustomerMessagePanel
      defaultOpen={defaultOpen}
      isPending={pending}
      serverError={serverError}
      isSubmitted={submitted}
      onWriteAnother={() => setSubmitted(false)}
      onSubmit={(message) => {
        onSubmit(message);
        if (answer === 'pending') setPending(true);
        else if (answer === 'received') setSubmitted(true);
        else setServerError({ code: answer });
      }}
    />
  );
}

const meta = {
  title: 'Patterns/CustomerMessagePanel',
  component: Demo,
  args: { answer: 'received', onSubmit: fn() },
  argTypes: { answer: { control: 'select', options: ['received', 'pending', 3002, 7001, 7002] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const sample = {
  zh: {
    contact: '0571-88886666',
    content: '你好，我们是一家连锁房产中介，想了解 20 台 Pro 相机的批量采购价格和云容量方案。',
  },
  en: {
    contact: 'olivia.grant@harbourhomes.co',
    content: 'Hello, we run twelve estate agencies and would like a quote for 20 Pro cameras with a 1T capacity plan.',
  },
};

async function openPanel(canvasElement: HTMLElement, en: boolean) {
  const body = within(canvasElement.ownerDocument.body);
  const trigger = body.getByRole('button', { name: en ? 'Message us' : '给我们留言' });
  for (let i = 0; i < 5 && document.activeElement !== trigger; i += 1) await userEvent.tab();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await body.findByRole('dialog');
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}

async function fill(dialog: HTMLElement, en: boolean, values: { contact: string; content: string }) {
  const view = within(dialog);
  await tabTo(view.getByRole('textbox', { name: en ? /^Contact/ : /^联系方式/ }));
  await userEvent.keyboard(values.contact);
  await userEvent.tab();
  await userEvent.keyboard(values.content);
}

async function send(dialog: HTMLElement, en: boolean) {
  await tabTo(within(dialog).getByRole('button', { name: en ? 'Send' : '发送' }));
  await userEvent.keyboard('{Enter}');
}

/** The floating button opens the panel by keyboard; both fields typed, Send gives the trimmed message. */
export const Playground: Story = {
  args: { answer: 'pending' },
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openPanel(canvasElement, en);
    await fill(dialog, en, sample[storyLocale(globals)]);
    await send(dialog, en);
    await expect(args.onSubmit).toHaveBeenCalledWith(sample[storyLocale(globals)]);
    await expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
  },
};

/** Send with nothing typed: both fields need filling, focus goes to the contact; then a contact that is no address. */
export const InvalidAfterSubmit: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openPanel(canvasElement, en);
    await send(dialog, en);
    const contact = within(dialog).getByRole('textbox', { name: en ? /^Contact/ : /^联系方式/ });
    await waitFor(() => expect(contact).toHaveFocus());
    await expect(dialog).toHaveTextContent(en ? 'Please enter your message.' : '请输入留言内容');
    await userEvent.keyboard('wechat: kk2026');
    await send(dialog, en);
    await expect(dialog).toHaveTextContent(
      en ? 'The contact information is not correct. Please change it.' : '联系方式有误，请修改',
    );
    await expect(contact).toHaveValue('wechat: kk2026');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server finds sensitive words in the message (7002): shown at the message, the text is kept. */
export const SensitiveWords: Story = {
  args: { answer: 7002 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openPanel(canvasElement, en);
    await fill(dialog, en, sample[storyLocale(globals)]);
    await send(dialog, en);
    const message = within(dialog).getByRole('textbox', { name: en ? /^Message/ : /^留言/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toHaveTextContent(messageForCode(7002));
    await expect(message).toHaveValue(sample[storyLocale(globals)].content);
  },
};

/** Any other refusal shows above the form. */
export const ServerError: Story = {
  args: { answer: 3002 },
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openPanel(canvasElement, en);
    await fill(dialog, en, sample[storyLocale(globals)]);
    await send(dialog, en);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(messageForCode(3002));
  },
};

/** Received (client message 12); "Write another" starts an empty form. */
export const Submitted: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const dialog = await openPanel(canvasElement, en);
    await fill(dialog, en, sample[storyLocale(globals)]);
    await send(dialog, en);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      en ? 'Thank you. We have received your message.' : '感谢您的留言，我们已收到',
    );
    // The Send button left with the form; focus is on the first action, and Tab goes on to Done.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: en ? 'Write another' : '再写一条' })).toHaveFocus(),
    );
    await tabTo(within(dialog).getByRole('button', { name: en ? 'Done' : '完成' }));
  },
};

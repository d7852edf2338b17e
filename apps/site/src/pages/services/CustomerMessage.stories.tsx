import type { Meta, StoryObj } from '@storybook/react-vite';
import { clearAnnouncements, storyLocale } from '@kankan/ui/storybook';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openedDialog, pageStory } from '../../testing/pageStory.tsx';
import { CustomerMessage } from './CustomerMessage.tsx';

const left = fn();
const story = pageStory({ url: '/', api: { '/intercomMessage/leave': (body: unknown) => left(body) ?? null } });

const meta = {
  title: 'Pages/Services/CustomerMessage',
  component: CustomerMessage,
  ...story,
  beforeEach: () => {
    left.mockClear();
  },
} satisfies Meta<typeof CustomerMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The floating panel posts the message to /intercomMessage/leave and then thanks the visitor (message 12). */
export const CustomerMessageSent: Story = {
  play: async ({ canvasElement, globals }) => {
    const en = storyLocale(globals) === 'en';
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(body.getByRole('button', { name: en ? 'Message us' : '给我们留言' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openedDialog(canvasElement);
    const contact = within(dialog).getByRole('textbox', { name: en ? /^Contact/ : /^联系方式/ });
    contact.focus();
    await userEvent.paste('13800138000');
    within(dialog)
      .getByRole('textbox', { name: en ? /^Message/ : /^留言/ })
      .focus();
    await userEvent.paste(en ? 'Please call me about a Pro for our gallery.' : '请联系我，想了解美术馆用的 Pro 相机。');
    within(dialog)
      .getByRole('button', { name: en ? 'Send' : '发送' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(left).toHaveBeenCalledOnce());
    await expect(left).toHaveBeenCalledWith(expect.objectContaining({ contact: '13800138000' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      en ? 'Thank you. We have received your message.' : '感谢您的留言，我们已收到',
    );
    // The Send button had focus and is gone with the form: the panel moves focus to its first action once the thank-you
    // is in, so the picture waits for that rather than catching the panel before it.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: en ? 'Write another' : '再写一条' })).toHaveFocus(),
    );
    // The Send button announced its pending state and is now gone with the form (react-aria keeps the
    // announcement for seven seconds, pointing at the removed button). Let its effects settle, then clear it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearAnnouncements();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { clientMessage, messageForCode, messageForReason } from '@kankan/i18n';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, tabTo } from '../../storybook/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta = {
  title: 'Patterns/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = {
  zh: { current: '当前密码', next: '新密码', confirm: '确认新密码' },
  en: { current: 'Current password', next: 'New password', confirm: 'Confirm new password' },
};

/** A field by the start of its label (required labels end with an asterisk). */
const labelled = (text: string) => new RegExp(`^${text}`);

/** Types the three passwords by keyboard (Tab between fields, past the show-password buttons) and presses Enter. */
async function fill(canvasElement: HTMLElement, globals: Record<string, unknown>, values: [string, string, string]) {
  const text = words[storyLocale(globals)];
  const canvas = within(canvasElement);
  const fields = [text.current, text.next, text.confirm].map((label) => canvas.getByLabelText(labelled(label)));
  for (const [index, field] of fields.entries()) {
    await tabTo(field);
    if (values[index]) await userEvent.keyboard(values[index]);
  }
  await userEvent.keyboard('{Enter}');
  return { canvas, fields };
}

/** All three pass the rules: Enter sends them. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    await fill(canvasElement, globals, ['Kankan2025', 'Space2026ok', 'Space2026ok']);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'Kankan2025',
      password: 'Space2026ok',
      confirmPassword: 'Space2026ok',
    });
  },
};

/** Nothing typed: each field says it cannot be blank, focus goes to the first. */
export const Blank: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { fields } = await fill(canvasElement, globals, ['', '', '']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    for (const field of fields) await expect(field).toBeInvalid();
    await waitFor(() => expect(fields[0]).toHaveFocus());
  },
};

/** A new password under 8 characters gets message 31; focus moves to it and the text stays. */
export const TooShort: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { canvas, fields } = await fill(canvasElement, globals, ['Kankan2025', 'Ab1', 'Ab1']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText(messageForReason('passwordTooShort'))).toBeInTheDocument();
    await expect(messageForReason('passwordTooShort')).toBe(clientMessage('passwordTooShort'));
    await waitFor(() => expect(fields[1]).toHaveFocus());
    await expect(fields[1]).toHaveValue('Ab1');
  },
};

/** Long enough but without digits or capitals: the upper / lower / digits rule. */
export const MissingCharacterClasses: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { canvas, fields } = await fill(canvasElement, globals, ['Kankan2025', 'kankanspace', 'kankanspace']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fields[1]).toBeInvalid();
    await expect(fields[2]).toBeValid();
    await expect(canvas.getByText(messageForReason('passwordWeak'))).toBeInTheDocument();
  },
};

/** Over 16 characters. */
export const TooLong: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { canvas, fields } = await fill(canvasElement, globals, [
      'Kankan2025',
      'Space2026Space2026x',
      'Space2026Space2026x',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(fields[1]).toBeInvalid();
    await expect(canvas.getByText(messageForReason('passwordTooLong'))).toBeInTheDocument();
  },
};

/** The confirmation differs: the mismatch message at the confirmation; editing it clears the message. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const { canvas, fields } = await fill(canvasElement, globals, ['Kankan2025', 'Space2026ok', 'Space2026OK']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const message = messageForReason('passwordMismatch');
    await expect(canvas.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(fields[2]).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText(message)).toBeNull();
    await expect(fields[2]).toHaveValue('Space2026O');
  },
};

/** Server code 3014: the current password is wrong, shown at that field until it is edited and left. */
export const WrongCurrentPassword: Story = {
  args: { serverError: { code: 3014 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText(labelled(words[storyLocale(globals)].current));
    await expect(current).toBeInvalid();
    await expect(current).toHaveAccessibleDescription(messageForCode(3014));
    await tabTo(current);
    await userEvent.keyboard('K');
    await userEvent.tab();
    await expect(current).toBeValid();
  },
};

/** Any other code is a form-level message above the fields. */
export const OtherServerError: Story = {
  args: { serverError: { code: 3002 } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messageForCode(3002));
    await tabTo(canvas.getByLabelText(labelled(words[storyLocale(globals)].current)));
  },
};

/** The call is running: the button spins and Enter does nothing. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args, globals }) => {
    await fill(canvasElement, globals, ['Kankan2025', 'Space2026ok', 'Space2026ok']);
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Changed: message 32 above the form. */
export const Changed: Story = {
  args: { isChanged: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(clientMessage('passwordChanged'));
    await tabTo(canvas.getByLabelText(labelled(words[storyLocale(globals)].current)));
  },
};

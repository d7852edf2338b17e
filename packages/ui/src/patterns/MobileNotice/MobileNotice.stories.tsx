import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale } from '../../storybook/index.ts';
import { MobileNotice } from './MobileNotice.tsx';

const meta = {
  title: 'Patterns/MobileNotice',
  component: MobileNotice,
  parameters: { layout: 'fullscreen' },
  args: { siteAddress: 'https://www.kankan-space.example', onCopy: fn(async () => undefined) },
} satisfies Meta<typeof MobileNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy by keyboard: the address goes to `onCopy` and a status confirms it. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const en = storyLocale(globals) === 'en';
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledWith('https://www.kankan-space.example');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(en ? 'Address copied.' : '地址已复制。'));
  },
};

/** Copying failed (no clipboard permission): the user is told to copy by hand. */
export const CopyFailed: Story = {
  args: { onCopy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).not.toBeEmptyDOMElement());
  },
};

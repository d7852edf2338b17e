import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLocale } from '../../storybook/index.ts';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { total: 195, pageSize: 10, defaultPage: 1, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = (globals: Record<string, unknown>, zh: string, en: string) => (storyLocale(globals) === 'en' ? en : zh);

/** 195 items on the first of 20 pages: previous is disabled; Tab reaches page 2 and Enter goes there. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(label(globals, '共 195 条', '195 items'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: label(globals, '上一页', 'Previous page') })).toBeDisabled();
    const first = canvas.getByRole('button', { name: label(globals, '第 1 页', 'Page 1') });
    await expect(first).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: label(globals, '第 2 页', 'Page 2') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(first).not.toHaveAttribute('aria-current');
  },
};

/** Middle page: ellipses on both sides. */
export const MiddleWithEllipses: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: label(globals, '第 10 页', 'Page 10') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Next and previous by keyboard from the middle. No screenshot: after the page buttons re-render, Chromium's
 * anti-aliasing of their rounded corners differs by one colour unit from run to run; `MiddleWithEllipses` shows the
 * same layout.
 */
export const NextAndPreviousByKeyboard: Story = {
  args: { defaultPage: 10 },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: label(globals, '下一页', 'Next page') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    canvas.getByRole('button', { name: label(globals, '上一页', 'Previous page') }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: label(globals, '第 9 页', 'Page 9') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Last page: next is disabled, one ellipsis at the start. */
export const LastPage: Story = {
  args: { defaultPage: 20 },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: label(globals, '下一页', 'Next page') });
    await expect(next).toBeDisabled();
    await expect(canvas.getAllByText('…')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: label(globals, '第 20 页', 'Page 20') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const FewPages: Story = { args: { total: 42, pageSize: 10, defaultPage: 3 } };

export const SingleItem: Story = { args: { total: 1, pageSize: 10 } };

import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog.tsx';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(async () => {
  await activateLocale('en');
});

function Controlled({ onConfirm }: { onConfirm: () => unknown }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <AlertDialog isOpen={isOpen} onOpenChange={setOpen} title="Delete scene" tone="critical" onConfirm={onConfirm}>
      This cannot be undone.
    </AlertDialog>
  );
}

/** Settles promises and React updates queued by a press. */
async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('AlertDialog confirm', () => {
  it('stays open and pending while the confirm promise runs, and closes when it resolves', async () => {
    let resolve: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    render(<Controlled onConfirm={onConfirm} />, { wrapper });
    const dialog = screen.getByRole('alertdialog');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Enter' });
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second Enter while pending does not confirm twice.
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Enter' });
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    resolve();
    await flush();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open for a retry when the confirm promise rejects', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    render(<Controlled onConfirm={onConfirm} />, { wrapper });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Enter' });
    });
    reject(new Error('5008'));
    await flush();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('closes at once after a synchronous confirm', async () => {
    const onConfirm = vi.fn();
    render(<Controlled onConfirm={onConfirm} />, { wrapper });
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Enter' });
    });
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

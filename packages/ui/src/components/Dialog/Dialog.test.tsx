import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Dialog, Modal } from './Dialog.tsx';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(async () => {
  await activateLocale('en');
});

function Scene({ isOpen }: { isOpen: boolean }) {
  return (
    <>
      <button type="button">Open</button>
      <Modal isOpen={isOpen} onOpenChange={() => undefined}>
        <Dialog title="Rename scene">
          <input aria-label="Name" defaultValue="Loft" />
        </Dialog>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('draws nothing while never opened, then the dialog with its content once opened', async () => {
    const { rerender } = render(<Scene isOpen={false} />, { wrapper });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Scene isOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename scene' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps what was typed across renders of an open dialog and removes it when closed', async () => {
    const { rerender } = render(<Scene isOpen />, { wrapper });
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
    act(() => {
      input.value = 'Loft 2';
    });
    rerender(<Scene isOpen />);
    // The same element: the dialog was not mounted anew when its parts had loaded.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })).toBe(input);
    expect(input.value).toBe('Loft 2');
    rerender(<Scene isOpen={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

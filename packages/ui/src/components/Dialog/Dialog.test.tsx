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
  it('draws nothing while closed, then the dialog with its content as soon as it opens', () => {
    const { rerender } = render(<Scene isOpen={false} />, { wrapper });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Scene isOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Rename scene' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps what was typed across renders of an open dialog and removes it when closed', async () => {
    const { rerender } = render(<Scene isOpen />, { wrapper });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    act(() => {
      input.value = 'Loft 2';
    });
    rerender(<Scene isOpen />);
    // The same element: a render of the open dialog does not mount it anew.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })).toBe(input);
    expect(input.value).toBe('Loft 2');
    rerender(<Scene isOpen={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Dialog focus on open', () => {
  it('goes to the first field of the body', async () => {
    render(<Scene isOpen />, { wrapper });
    const input = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('goes to the chosen option of a radio group that comes first', async () => {
    render(
      <Modal isOpen onOpenChange={() => undefined}>
        <Dialog title="Payment method">
          <input type="radio" name="method" aria-label="First wallet" />
          <input type="radio" name="method" aria-label="Second wallet" defaultChecked />
          <input aria-label="Note" />
        </Dialog>
      </Modal>,
      { wrapper },
    );
    const chosen = await screen.findByRole('radio', { name: 'Second wallet' });
    await waitFor(() => expect(chosen).toHaveFocus());
  });

  it('stays on the dialog when the body has no field', async () => {
    render(
      <Modal isOpen onOpenChange={() => undefined}>
        <Dialog title="Saved">
          <p>The scene was saved.</p>
        </Dialog>
      </Modal>,
      { wrapper },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Saved' });
    await waitFor(() => expect(dialog).toHaveFocus());
  });
});

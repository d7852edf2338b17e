import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Holds back the search field's code until the test lets it through. */
const gate = await vi.hoisted(async () => (await import('../../lazy/importGate.ts')).createImportGate());

/** A fresh LazySearchField module (the field's code not loaded yet, held back until `gate.open()`). */
async function renderSearch() {
  vi.resetModules();
  vi.doMock('./SearchField.tsx', async (importOriginal) => {
    await gate.wait();
    return importOriginal();
  });
  const { LazySearchField } = await import('./LazySearchField.tsx');
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  function Search() {
    const [text, setText] = useState('');
    return (
      <LazySearchField
        aria-label="Search cases"
        value={text}
        onChange={setText}
        onSubmit={onSubmit}
        onClear={onClear}
      />
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Search />
    </I18nProvider>,
  );
  return { onSubmit, onClear };
}

const standIn = () => document.querySelector('[data-stand-in]');

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  gate.close();
});

describe('LazySearchField', () => {
  it('searches with Enter and empties with Escape before its code arrives', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { onSubmit, onClear } = await renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search cases' });
    expect(standIn()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Clear search', hidden: true })).toHaveAttribute('tabindex', '-1');
    await user.type(box, 'museum{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('museum');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
    expect(standIn()).not.toBeNull();
    gate.open();
  });

  it('hands focus and the typed text over to the real field', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderSearch();
    await user.type(screen.getByRole('searchbox', { name: 'Search cases' }), 'shop');
    gate.open();
    await waitFor(() => expect(standIn()).toBeNull());
    const real = screen.getByRole('searchbox', { name: 'Search cases' });
    expect(real).toHaveFocus();
    expect(real).toHaveValue('shop');
    expect((real as HTMLInputElement).selectionStart).toBe(4);
    await user.keyboard('s{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('shops');
  });
});

import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** Holds back the area-code list's code until the test lets it through. */
const gate = await vi.hoisted(async () => (await import('../../lazy/importGate.ts')).createImportGate());

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A fresh PhoneField module (the list's code not loaded yet, held back until `gate.open()`). */
async function renderField(onChange = vi.fn()) {
  vi.resetModules();
  // Registered anew for each fresh module graph, so every test starts with the list's code held back.
  vi.doMock('./AreaCodePicker.tsx', async (importOriginal) => {
    await gate.wait();
    return importOriginal();
  });
  const { PhoneField, areaCodePicker } = await import('./PhoneField.tsx');
  render(<PhoneField label="Mobile number" onChange={onChange} />, { wrapper });
  return { areaCodePicker, onChange };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  gate.close();
});

describe('PhoneField before its area-code list has loaded', () => {
  it(
    'shows the same area-code button, and an arrow key opens the list once the code arrives',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const { areaCodePicker, onChange } = await renderField();
      const standIn = screen.getByRole('button', { name: '+86 Area code' });
      expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
      expect(standIn).toHaveAttribute('aria-expanded', 'false');
      await user.tab();
      expect(standIn).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(areaCodePicker.current()).toBeUndefined();

      gate.open();
      const list = await screen.findByRole('listbox');
      const options = within(list).getAllByRole('option');
      await waitFor(() => expect(options[0]).toHaveFocus());
      await user.keyboard('{ArrowDown}{Enter}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      const trigger = screen.getByRole('button', { name: /Area code$/ });
      expect(trigger).not.toBe(standIn);
      expect(trigger).not.toHaveAttribute('data-stand-in');
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ phoneNum: '' }));
      expect(onChange.mock.lastCall?.[0]).not.toEqual({ areaNum: '86', phoneNum: '' });
    },
  );

  it(
    'keeps focus on the area code when the real button replaces it, without opening the list',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const { areaCodePicker } = await renderField();
      const standIn = screen.getByRole('button', { name: '+86 Area code' });
      // Focus alone asks for the code.
      await user.tab();
      expect(standIn).toHaveFocus();
      gate.open();
      await waitFor(() => expect(areaCodePicker.current()).toBeDefined());
      const trigger = await waitFor(() => {
        const button = screen.getByRole('button', { name: '+86 Area code' });
        expect(button).not.toBe(standIn);
        return button;
      });
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(screen.queryByRole('listbox')).toBeNull();
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('listbox')).toBeInTheDocument();
    },
  );

  it('lets the number be typed while the list code is still on its way', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { onChange } = await renderField();
    await user.type(screen.getByRole('textbox'), '13812345678');
    expect(onChange).toHaveBeenLastCalledWith({ areaNum: '86', phoneNum: '13812345678' });
    expect(screen.getByRole('button', { name: '+86 Area code' })).toHaveAttribute('data-stand-in');
  });
});

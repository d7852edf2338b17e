import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SerialNumberListField } from './SerialNumberListField.tsx';

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('SerialNumberListField', () => {
  it('adds rows with the button, up to the limit, and then explains the limit; Enter submits the form', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SerialNumberListField label="SN" maxRows={3} onChange={onChange} />
      </form>,
      { wrapper },
    );
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add serial number' });
    await user.click(screen.getByRole('textbox', { name: 'Serial number 1' }));
    await user.keyboard('A1{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.click(add);
    await user.click(screen.getByRole('textbox', { name: 'Serial number 2' }));
    await user.keyboard('A2');
    await user.click(add);
    await user.click(screen.getByRole('textbox', { name: 'Serial number 3' }));
    await user.keyboard('A3');
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(onChange).toHaveBeenLastCalledWith(['A1', 'A2', 'A3']);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can bind up to 3 cameras at a time.');
  });

  it('shows the default rule per row: empty and repeated rows, in natural words', () => {
    render(<SerialNumberListField label="SN" validationBehavior="aria" defaultValue={['SN1', '', 'sn1']} />, {
      wrapper,
    });
    const rows = screen.getAllByRole('textbox');
    expect(rows[0]).not.toHaveAttribute('aria-invalid');
    expect(rows[1]).toHaveAccessibleDescription('Please fill in the serial number.');
    expect(rows[2]).toHaveAccessibleDescription('This serial number is already in the list.');
  });

  it('uses a rule passed in instead of the default, and keeps server errors on their row', () => {
    const validate = vi.fn((values: readonly string[]) =>
      values.map((v) => (v.startsWith('X') ? 'Unknown model' : null)),
    );
    render(
      <SerialNumberListField
        label="SN"
        validationBehavior="aria"
        defaultValue={['X12', 'K34', 'K56']}
        validate={validate}
        rowErrors={[null, null, 'Already bound']}
      />,
      { wrapper },
    );
    const rows = screen.getAllByRole('textbox');
    expect(validate).toHaveBeenCalledWith(['X12', 'K34', 'K56']);
    expect(rows[0]).toHaveAccessibleDescription('Unknown model');
    expect(rows[1]).not.toHaveAttribute('aria-invalid');
    expect(rows[2]).toHaveAccessibleDescription('Already bound');
  });

  it('removes a row and keeps the text of the others', async () => {
    const onChange = vi.fn();
    render(<SerialNumberListField label="SN" defaultValue={['A', 'B', 'C']} onChange={onChange} />, { wrapper });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove serial number 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['A', 'C']);
    expect(screen.getAllByRole('textbox').map((row) => (row as HTMLInputElement).value)).toEqual(['A', 'C']);
  });
});

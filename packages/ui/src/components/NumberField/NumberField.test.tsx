import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NumberField, type NumberFieldProps } from './NumberField.tsx';

function renderField(props: Partial<NumberFieldProps> = {}) {
  const onChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <NumberField label="Quantity" minValue={1} maxValue={10} defaultValue={5} onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return { onChange, input: screen.getByRole('textbox', { name: 'Quantity' }) };
}

describe('NumberField', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('clamps a typed value above the maximum when the field is left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderField();
    await user.clear(input);
    await user.type(input, '25');
    await user.tab();
    expect(input).toHaveValue('10');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });

  it('clamps a typed value below the minimum when the field is left', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderField();
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('stops stepping at the limits and disables the stepper that cannot go further', async () => {
    const user = userEvent.setup();
    const { input } = renderField({ defaultValue: 9 });
    const increase = screen.getByRole('button', { name: /Increase/ });
    await user.click(increase);
    expect(input).toHaveValue('10');
    expect(increase).toBeDisabled();
    await user.click(increase);
    expect(input).toHaveValue('10');
  });

  it('names its steppers from the catalogue', () => {
    renderField();
    expect(screen.getByRole('button', { name: /^Decrease/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Increase/ })).toBeInTheDocument();
  });

  it('keeps a typed fraction as typed and says at the field that a whole number is needed', async () => {
    const user = userEvent.setup();
    const { input } = renderField();
    await user.clear(input);
    await user.type(input, '2.5');
    await user.tab();
    expect(input).toHaveValue('2.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a whole number.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a whole number.')).toBeNull();
  });

  it('takes a fraction when told to', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderField({ allowsFractions: true });
    await user.clear(input);
    await user.type(input, '2.5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

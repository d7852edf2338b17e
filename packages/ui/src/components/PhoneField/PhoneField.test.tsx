import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';

function renderField(props: Partial<PhoneFieldProps> = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <PhoneField label="Account" {...props} />
    </I18nProvider>,
  );
  return screen.getByRole('textbox', { name: 'Account' });
}

const areaCode = () => screen.queryByRole('button', { name: /Area code/ });

describe('PhoneField', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('an account field drops the area code while an e-mail address is typed, and keeps the focus', async () => {
    const user = userEvent.setup();
    const input = renderField({ acceptsEmail: true });
    await user.type(input, '138');
    expect(areaCode()).not.toBeNull();
    await user.type(input, 'li@example.com');
    expect(areaCode()).toBeNull();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('138li@example.com');
    await user.clear(input);
    await user.type(input, '13800138000');
    expect(areaCode()).not.toBeNull();
  });

  it('a phone field keeps its area code whatever is typed', async () => {
    const user = userEvent.setup();
    const input = renderField();
    await user.type(input, 'li@example.com');
    expect(areaCode()).not.toBeNull();
  });
});

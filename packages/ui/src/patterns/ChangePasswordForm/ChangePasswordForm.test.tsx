import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

describe('ChangePasswordForm ref', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('points at the current password input, the first field, so focus() puts the caret there', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <I18nProvider i18n={i18n}>
        <ChangePasswordForm ref={ref} isChanged onSubmit={() => undefined} />
      </I18nProvider>,
    );
    const current = screen.getByLabelText(/^Current password/);
    expect(ref.current).toBe(current);
    expect(ref.current?.name).toBe('oldPassword');
    act(() => ref.current?.focus());
    expect(current).toHaveFocus();
  });
});

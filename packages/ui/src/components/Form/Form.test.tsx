import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

/** A call the test settles when it chooses. */
function deferred() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function renderForm(onSubmit: (event: FormEvent<HTMLFormElement>) => unknown, isPending?: boolean) {
  const submit = vi.fn((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return onSubmit(event);
  });
  render(
    <I18nProvider i18n={i18n}>
      <Form id="address" onSubmit={submit} isPending={isPending} aria-label="Address">
        <TextField name="city" label="City" />
        <Button type="submit">Save inside</Button>
      </Form>
      <Button type="submit" form="address">
        Save outside
      </Button>
    </I18nProvider>,
  );
  return { submit, form: screen.getByRole('form', { name: 'Address' }) };
}

describe('Form: one call at a time', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('drops a double click and another submit while its call runs, then takes the next one', async () => {
    const call = deferred();
    const { submit, form } = renderForm(() => call.promise);
    const inside = screen.getByRole('button', { name: 'Save inside' });
    await userEvent.dblClick(inside);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(1);
    // Both submit buttons show the running call: the one inside and the one tied to the form by its id.
    expect(inside).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('button', { name: 'Save outside' })).toHaveAttribute('data-pending', 'true');

    await act(async () => call.settle());
    expect(inside).not.toHaveAttribute('data-pending');
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('stops being pending when its call fails, so the user can try again', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const { submit, form } = renderForm(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    fireEvent.submit(form);
    await act(async () => fail(new Error('refused')));
    expect(screen.getByRole('button', { name: 'Save inside' })).not.toHaveAttribute('data-pending');
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('drops every submit while its caller says a call runs (isPending)', () => {
    const { submit, form } = renderForm(() => undefined, true);
    fireEvent.submit(form);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save inside' })).toHaveAttribute('data-pending', 'true');
  });
});

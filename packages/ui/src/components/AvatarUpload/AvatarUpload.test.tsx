import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AvatarUpload } from './AvatarUpload.tsx';

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function renderUpload() {
  const onChange = vi.fn();
  const onReject = vi.fn();
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <AvatarUpload label="Avatar" onChange={onChange} onReject={onReject} />
    </I18nProvider>,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { input, onChange, onReject };
}

describe('AvatarUpload', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('refuses a text file renamed .png at the field, by what the file holds', async () => {
    const user = userEvent.setup();
    const { input, onChange, onReject } = renderUpload();
    const renamed = new File(['just some notes, not a picture'], 'notes.png', { type: 'image/png' });
    await user.upload(input, renamed);
    await waitFor(() => expect(onReject).toHaveBeenCalledWith(renamed, 'type'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(/File must be JPG or PNG/)).toBeInTheDocument();
  });

  it('takes a file that starts as a PNG does', async () => {
    const user = userEvent.setup();
    const { input, onChange, onReject } = renderUpload();
    const picture = new File([pngBytes], 'me.png', { type: 'image/png' });
    await user.upload(input, picture);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(picture));
    expect(onReject).not.toHaveBeenCalled();
  });
});

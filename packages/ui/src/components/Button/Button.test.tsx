import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';

function announcementsNaming(id: string): Element[] {
  return [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((node) =>
    (node.getAttribute('aria-labelledby') ?? '').split(' ').includes(id),
  );
}

function Save({ isPending }: { isPending: boolean }) {
  return (
    <I18nProvider i18n={i18n}>
      <Button id="save" isPending={isPending}>
        Save
      </Button>
    </I18nProvider>
  );
}

describe('Button', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it('takes the announcement of its pending state with it when it goes, so no message names nothing', () => {
    const { rerender, unmount } = render(<Save isPending={false} />);
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    rerender(<Save isPending />);
    // react-aria announces the focused button's pending state by reference to its id.
    expect(announcementsNaming('save')).toHaveLength(1);
    unmount();
    expect(announcementsNaming('save')).toHaveLength(0);
  });
});

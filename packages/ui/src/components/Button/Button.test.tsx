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

  it('removes a message react-aria appends late that names a button already gone', async () => {
    const { rerender, unmount } = render(<Save isPending={false} />);
    act(() => screen.getByRole('button', { name: 'Save' }).focus());
    rerender(<Save isPending />);
    unmount();
    // In a browser, react-aria appends the page's first announcement a moment after making its live region.
    const late = document.createElement('div');
    late.setAttribute('role', 'img');
    late.setAttribute('aria-labelledby', 'save');
    const kept = document.createElement('div');
    kept.setAttribute('role', 'img');
    kept.setAttribute('aria-labelledby', 'still-here');
    const target = document.createElement('span');
    target.id = 'still-here';
    document.body.append(target);
    const log = document.querySelector('[data-live-announcer] [role="log"]');
    if (!log) throw new Error('react-aria made no live region');
    log.append(late, kept);
    // Mutation observers run before the next task: nothing else can read the page in between.
    await Promise.resolve();
    expect(late.isConnected).toBe(false);
    expect(kept.isConnected).toBe(true);
    target.remove();
    kept.remove();
  });
});

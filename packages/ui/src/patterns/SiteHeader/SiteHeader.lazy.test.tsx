import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeaderMenuEntry } from './menuModel.ts';

/** Holds back the drop-down code until the test lets it through. */
const gate = await vi.hoisted(async () => (await import('../../lazy/importGate.ts')).createImportGate());
vi.mock('./HeaderMenus.tsx', async (importOriginal) => {
  await gate.wait();
  return importOriginal();
});

const menu: HeaderMenuEntry[] = [
  {
    id: 'products',
    label: 'Products',
    items: [
      { id: 'pro', label: 'KanKan Pro', href: '/purchase' },
      { id: 'lite', label: 'KanKan Lite', href: '/product' },
    ],
  },
  { id: 'cases', label: 'Cases', href: '/cases/all' },
];

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A fresh SiteHeader module (its drop-down code not loaded yet), rendered logged out. */
async function renderHeader() {
  vi.resetModules();
  const { SiteHeader, headerMenus } = await import('./SiteHeader.tsx');
  render(
    <SiteHeader
      menu={menu}
      homeHref="/"
      loginHref="/login/login"
      registerHref="/login/register"
      accountHref="/manage/information"
      cartHref="/mall/cart"
      cartCount={0}
      onSwitchLanguage={vi.fn()}
      onLogout={vi.fn()}
    />,
    { wrapper },
  );
  return { headerMenus };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  gate.close();
});

describe('SiteHeader before its drop-down code has loaded', () => {
  it('shows the same trigger, and a press opens the menu once the code arrives', async () => {
    const user = userEvent.setup();
    const { headerMenus } = await renderHeader();
    const standIn = screen.getByRole('button', { name: 'Products' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'true');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await user.tab();
    expect(standIn).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(headerMenus.current()).toBeUndefined();

    gate.open();
    const opened = await screen.findByRole('menu');
    const items = within(opened).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    // The open menu hides the rest of the page from assistive technology.
    const trigger = screen.getByRole('button', { name: 'Products', hidden: true });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps focus on a trigger when the real one replaces it, without opening it', async () => {
    const user = userEvent.setup();
    const { headerMenus } = await renderHeader();
    const standIn = screen.getByRole('button', { name: 'Language: English' });
    standIn.focus();
    gate.open();
    await waitFor(() => expect(headerMenus.current()).toBeDefined());
    const trigger = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Language: English' });
      expect(button).not.toBe(standIn);
      return button;
    });
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(screen.queryByRole('menu')).toBeNull();
    await user.keyboard('{ArrowDown}');
    const opened = await screen.findByRole('menu');
    await waitFor(() => expect(within(opened).getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
  });
});

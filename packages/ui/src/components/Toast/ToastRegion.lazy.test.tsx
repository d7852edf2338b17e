import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastRegion, toastRegionView } from './Toast.tsx';
import { createToastQueue, showToast } from './toastQueue.ts';

/** How often the region's react-aria code was imported. */
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ToastRegionView.tsx', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(async () => {
  await activateLocale('en');
  // No idle moment in this test: only a queued toast may bring the region's code.
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ToastRegion loading', () => {
  it('queues synchronously, and loads the region with the first toast', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />, { wrapper });
    await act(async () => undefined);
    expect(imports.count).toBe(0);
    expect(toastRegionView.current()).toBeUndefined();
    expect(screen.queryByRole('region')).toBeNull();

    let key = '';
    act(() => {
      key = showToast({ tone: 'success', title: 'Saved', timeout: 1000 }, queue);
    });
    expect(key).not.toBe('');
    expect(queue.visibleToasts.map((toast) => toast.content.title)).toEqual(['Saved']);
    const toast = await screen.findByRole('alertdialog');
    expect(toast).toHaveTextContent('Saved');
    expect(screen.getByRole('region', { name: 'Notifications' })).toContainElement(toast);
    expect(imports.count).toBe(1);
  });
});

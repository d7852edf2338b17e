import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '@kankan/i18n';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadingDialog, LoadingOverlay } from './LoadingOverlay.tsx';
import { LoadingTracker } from './loadingTracker.ts';

/** How often the overlay's react-aria modal was imported. */
const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('./LoadingDialog.tsx', async (importOriginal) => {
  imports.count += 1;
  return importOriginal();
});

function wrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Idle callbacks, run by hand. */
const idle: (() => void)[] = [];

beforeAll(async () => {
  await activateLocale('en');
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoadingOverlay loading', () => {
  it('loads the modal only when work starts, and shows it once loaded', async () => {
    const tracker = new LoadingTracker();
    render(<LoadingOverlay tracker={tracker} delay={0} />, { wrapper });
    await act(async () => idle.forEach((callback) => callback()));
    expect(imports.count).toBe(0);
    expect(loadingDialog.current()).toBeUndefined();

    let end: () => void = () => undefined;
    act(() => {
      end = tracker.start();
    });
    expect(tracker.getCount()).toBe(1);
    expect(await screen.findByRole('dialog', { name: 'Loading' })).toBeInTheDocument();
    expect(imports.count).toBe(1);
    act(() => end());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

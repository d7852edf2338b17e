import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, useLazyPart, type LazyPart, type UseLazyPartOptions } from './lazyPart.ts';

interface Part {
  label: string;
}

/** An importer the test settles by hand, counting its calls. */
function manualImporter() {
  const calls: { resolve: (part: Part) => void; reject: (error: Error) => void }[] = [];
  const importer = () =>
    new Promise<Part>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { importer, calls };
}

function Shows({ part, options }: { part: LazyPart<Part>; options?: UseLazyPartOptions }) {
  const loaded = useLazyPart(part, options);
  return <p>{loaded ? loaded.label : 'stand-in'}</p>;
}

/** Idle callbacks the test runs by hand. */
let idle: (() => void)[] = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('lazyPart', () => {
  it('imports once however often it is asked, and keeps the module', async () => {
    const { importer, calls } = manualImporter();
    const part = lazyPart(importer);
    const first = part.load();
    const second = part.load();
    expect(calls).toHaveLength(1);
    expect(part.current()).toBeUndefined();
    calls[0]?.resolve({ label: 'menus' });
    await expect(first).resolves.toEqual({ label: 'menus' });
    await expect(second).resolves.toEqual({ label: 'menus' });
    expect(part.current()).toEqual({ label: 'menus' });
    await part.load();
    expect(calls).toHaveLength(1);
  });

  it('tries again after a failed import', async () => {
    const { importer, calls } = manualImporter();
    const part = lazyPart(importer);
    const failed = part.load();
    calls[0]?.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(part.current()).toBeUndefined();
    const retried = part.load();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve({ label: 'menus' });
    await expect(retried).resolves.toEqual({ label: 'menus' });
  });
});

describe('useLazyPart', () => {
  it('loads when the browser is idle after the first render, then renders the part', async () => {
    const { importer, calls } = manualImporter();
    const part = lazyPart(importer);
    render(<Shows part={part} />);
    expect(screen.getByText('stand-in')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    act(() => idle.forEach((callback) => callback()));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve({ label: 'menus' }));
    expect(screen.getByText('menus')).toBeInTheDocument();
  });

  it('loads at once when the part is needed now', async () => {
    const { importer, calls } = manualImporter();
    const part = lazyPart(importer);
    const { rerender } = render(<Shows part={part} options={{ now: false, whenIdle: false }} />);
    expect(idle).toHaveLength(0);
    expect(calls).toHaveLength(0);
    rerender(<Shows part={part} options={{ now: true, whenIdle: false }} />);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve({ label: 'overlay' }));
    expect(screen.getByText('overlay')).toBeInTheDocument();
  });

  it('keeps the stand-in when the import fails', async () => {
    const { importer, calls } = manualImporter();
    const part = lazyPart(importer);
    render(<Shows part={part} options={{ now: true }} />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(screen.getByText('stand-in')).toBeInTheDocument();
  });

  it('renders a part loaded earlier at once', async () => {
    const part = lazyPart(() => Promise.resolve({ label: 'menus' }));
    await part.load();
    render(<Shows part={part} />);
    expect(screen.getByText('menus')).toBeInTheDocument();
    expect(idle).toHaveLength(0);
  });
});

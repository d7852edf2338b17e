import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PART_PENDING_ATTRIBUTE, screenPart } from './screenPart.tsx';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('screenPart', () => {
  it('shows its placeholder until the chunk arrives, then the part with its props', async () => {
    const chunk = deferred<{ default: typeof Greeting }>();
    const part = screenPart(() => chunk.promise, <span>waiting</span>);
    const { container } = render(<part.Part name="Li" />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(container.querySelector(`[${PART_PENDING_ATTRIBUTE}]`)).not.toBeNull();
    await act(async () => chunk.resolve({ default: Greeting }));
    expect(await screen.findByText('Hello Li')).toBeTruthy();
    expect(container.querySelector(`[${PART_PENDING_ATTRIBUTE}]`)).toBeNull();
  });

  it('starts the download when the screen mounts, once for the prefetch and the part together', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const part = screenPart(load, null);
    function Screen({ showPart }: { showPart: boolean }) {
      part.usePrefetch();
      return showPart ? <part.Part name="Wang" /> : <p>loading data</p>;
    }
    const { rerender } = render(<Screen showPart={false} />);
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Screen showPart />);
    expect(await screen.findByText('Hello Wang')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a chunk that failed to load to the error boundary', async () => {
    const part = screenPart<{ name: string }>(() => Promise.reject(new Error('chunk missing')), null);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <part.Part name="Zhao" />
      </Boundary>,
    );
    expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  useMutationOnDemand,
  type MutationHostModule,
  type MutationHostProps,
  type OnDemandMutation,
} from './mutationOnDemand.tsx';

type Module = MutationHostModule<string, number>;

/** A host whose "hook" records each call and succeeds at once with the text's length. */
function fakeModule(sent: string[]): Module {
  function MutationHost({ onChange }: MutationHostProps<string, number>) {
    const [variables, setVariables] = useState<string>();
    useEffect(() => {
      onChange({
        mutate: (next, options) => {
          sent.push(next);
          setVariables(next);
          options?.onSuccess?.(next.length);
        },
        isPending: false,
        isSuccess: variables !== undefined,
        error: null,
        variables,
      });
    }, [onChange, variables]);
    return null;
  }
  return { MutationHost };
}

/** A screen using the hook the way the pages do: it renders the host and shows the state. */
function renderScreen(load: () => Promise<Module>) {
  const latest: { current: OnDemandMutation<string, number> | null } = { current: null };
  function Screen() {
    const mutation = useMutationOnDemand(load);
    latest.current = mutation;
    const state = mutation.isPending ? 'pending' : mutation.isSuccess ? 'sent' : mutation.error ? 'failed' : 'idle';
    return (
      <>
        {mutation.host}
        <output>{state}</output>
      </>
    );
  }
  render(<Screen />);
  const mutate: OnDemandMutation<string, number>['mutate'] = (variables, options) =>
    act(() => latest.current?.mutate(variables, options));
  return { mutate };
}

describe('useMutationOnDemand', () => {
  it('loads nothing before the first call, is pending while the code loads, then sends the call once', async () => {
    const sent: string[] = [];
    let arrive: (module: Module) => void = () => undefined;
    const load = vi.fn(() => new Promise<Module>((resolve) => (arrive = resolve)));
    const { mutate } = renderScreen(load);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('idle');

    const onSuccess = vi.fn();
    mutate('first', { onSuccess });
    // A second press while the code loads neither loads it again nor queues a second call.
    mutate('second');
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('pending');

    await act(async () => arrive(fakeModule(sent)));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent'));
    expect(sent).toEqual(['first']);
    expect(onSuccess).toHaveBeenCalledWith(5);

    // Later calls go straight to the loaded hook.
    mutate('third');
    expect(sent).toEqual(['first', 'third']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('reads a failed download as its error and tries again on the next call', async () => {
    const sent: string[] = [];
    const load = vi.fn<() => Promise<Module>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(fakeModule(sent));
    const { mutate } = renderScreen(load);
    mutate('first');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('failed'));
    expect(sent).toEqual([]);

    mutate('again');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent'));
    expect(sent).toEqual(['again']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

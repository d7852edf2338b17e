import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** What a screen uses of one of `@kankan/api`'s mutation hooks (TanStack's `UseMutationResult`, structurally). */
export interface MutationLike<Variables, Data> {
  mutate: (variables: Variables, options?: { onSuccess?: (data: Data) => void }) => void;
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
  variables: Variables | undefined;
}

/** Reports the hook's state (and `mutate`) each time it changes. */
export type MutationHostProps<Variables, Data> = { onChange: (mutation: MutationLike<Variables, Data>) => void };

/** The module loaded at the first `mutate`: a hidden component that calls the hook under the site's API layer. */
export interface MutationHostModule<Variables, Data> {
  MutationHost: ComponentType<MutationHostProps<Variables, Data>>;
}

export interface OnDemandMutation<Variables, Data> extends MutationLike<Variables, Data> {
  /** Render this anywhere in the screen: it holds the hook once loaded (nothing before). */
  host: ReactNode;
}

interface Waiting<Variables, Data> {
  variables: Variables;
  options?: { onSuccess?: (data: Data) => void };
}

/**
 * A mutation whose code (the hook, TanStack Query and the site's API layer) loads when the user first acts, not
 * with the screen: `mutate` before the code is in keeps the call (the mutation reads as pending) and sends it once
 * the hook is mounted. A failed download reads as the mutation's error; the next `mutate` tries again.
 */
export function useMutationOnDemand<Variables, Data>(
  load: () => Promise<MutationHostModule<Variables, Data>>,
): OnDemandMutation<Variables, Data> {
  const [Host, setHost] = useState<ComponentType<MutationHostProps<Variables, Data>> | null>(null);
  const [mutation, setMutation] = useState<MutationLike<Variables, Data> | null>(null);
  const [waiting, setWaiting] = useState<Waiting<Variables, Data> | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const waitingRef = useRef<Waiting<Variables, Data> | null>(null);
  const loading = useRef(false);

  useEffect(() => {
    const call = waitingRef.current;
    if (!mutation || !call) return;
    waitingRef.current = null;
    setWaiting(null);
    mutation.mutate(call.variables, call.options);
  }, [mutation, waiting]);

  const mutate = useCallback<MutationLike<Variables, Data>['mutate']>(
    (variables, options) => {
      if (mutation) {
        mutation.mutate(variables, options);
        return;
      }
      if (waitingRef.current) return;
      const call = { variables, options };
      waitingRef.current = call;
      setWaiting(call);
      setLoadError(null);
      if (loading.current) return;
      loading.current = true;
      load().then(
        (module) => setHost(() => module.MutationHost),
        (error: unknown) => {
          loading.current = false;
          waitingRef.current = null;
          setWaiting(null);
          setLoadError(error);
        },
      );
    },
    [load, mutation],
  );

  return {
    mutate,
    isPending: waiting !== null || (mutation?.isPending ?? false),
    isSuccess: waiting === null && (mutation?.isSuccess ?? false),
    error: waiting === null ? (mutation?.error ?? loadError) : null,
    variables: waiting?.variables ?? mutation?.variables,
    host: Host ? <Host onChange={setMutation} /> : null,
  };
}

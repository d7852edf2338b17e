import { Suspense, useEffect, type ComponentType } from 'react';
import { ApiLayer } from './apiLayer.tsx';
import type { MutationHostProps, MutationLike } from './mutationOnDemand.tsx';

/**
 * The hidden component `useMutationOnDemand` mounts once the user acts: it calls `useMutation` (one of
 * `@kankan/api`'s hooks) under the site's API layer, as the shell's session data does, and reports its state.
 * Its own Suspense boundary keeps the screen shown while the layer's client arrives.
 */
export function mutationHost<Variables, Data>(
  useMutation: () => MutationLike<Variables, Data>,
): ComponentType<MutationHostProps<Variables, Data>> {
  function Reporter({ onChange }: MutationHostProps<Variables, Data>) {
    const { mutate, isPending, isSuccess, error, variables } = useMutation();
    useEffect(() => {
      onChange({ mutate, isPending, isSuccess, error, variables });
    }, [onChange, mutate, isPending, isSuccess, error, variables]);
    return null;
  }
  return function MutationHost({ onChange }: MutationHostProps<Variables, Data>) {
    return (
      <Suspense fallback={null}>
        <ApiLayer>
          <Reporter onChange={onChange} />
        </ApiLayer>
      </Suspense>
    );
  };
}

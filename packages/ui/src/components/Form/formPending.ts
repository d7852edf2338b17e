import { createContext, use, useSyncExternalStore } from 'react';

/*
 * Which forms have a submitted call running. A submit button inside its form reads the context; one outside it (a
 * dialog's footer, tied by the `form` attribute) reads the forms pending by id.
 */

export const FormPendingContext = createContext(false);

const pendingIds = new Set<string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the form of this id pending (or not), for its submit buttons outside it. */
export function setFormPending(id: string, pending: boolean): void {
  if (pending === pendingIds.has(id)) return;
  if (pending) pendingIds.add(id);
  else pendingIds.delete(id);
  for (const listener of listeners) listener();
}

/** Whether the form a submit button submits (its own, or the one its `form` names) has a call running. */
export function useSubmitPending(formId: string | undefined): boolean {
  const inside = use(FormPendingContext);
  const byId = useSyncExternalStore(
    subscribe,
    () => formId !== undefined && pendingIds.has(formId),
    () => false,
  );
  return inside || byId;
}

import { useSyncExternalStore } from 'react';

/**
 * The number of items in the logged-in user's cart, as the session data last fetched it. A store rather than the
 * layout's state: the header reads it once its code has loaded, so the count arriving never re-renders the layout's
 * header slot while that slot is still the prerendered markup (React would drop the markup for its skeleton).
 */
let count = 0;
const listeners = new Set<() => void>();

export function setCartCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => count;
const none = () => 0;

/** The cart's item count (0 until the session data has fetched the cart; 0 on the server). */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, none);
}

import { useCallback } from 'react';
import type { Key } from 'react-aria-components';

/**
 * A ref callback that records an item's element under its key in `keys` while it is mounted, for the widgets written
 * here (Tabs, ToggleButtonGroup) that walk their items by element, in document order, and need each one's key.
 */
export function useKeyedElement<E extends HTMLElement>(keys: Map<HTMLElement, Key>, key: Key) {
  return useCallback(
    (element: E | null) => {
      if (!element) return undefined;
      keys.set(element, key);
      return () => {
        keys.delete(element);
      };
    },
    [keys, key],
  );
}

/*
 * Stands in for `use-sync-external-store/shim` (react-aria's toast queue, landmarks and collections import it): the
 * shim hands out React's own `useSyncExternalStore` whenever React has one, which React 19 always does, so its
 * fallback for React 17 was dead code in the entry (see vite.config.ts).
 */
export { useSyncExternalStore } from 'react';

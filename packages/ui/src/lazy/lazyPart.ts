import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../foundations/idle.ts';

/**
 * A module of a component that every page mounts but no page needs for its first paint (the header's drop-downs,
 * the toast region, the loading overlay): kept out of the entry chunk behind a dynamic `import()` and loaded when
 * it is first needed, or when the browser is idle after the first render.
 */
export interface LazyPart<M> {
  /** Starts loading unless it is loading or loaded. A failed load leaves nothing behind: the next call tries again. */
  load(): Promise<M>;
  /** The module once loaded; `undefined` until then. */
  current(): M | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyPart<M>(importer: () => Promise<M>): LazyPart<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      if (loaded !== undefined) return Promise.resolve(loaded);
      pending ??= importer().then(
        (module) => {
          loaded = module;
          pending = undefined;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Starts loading a part and ignores a failure: the caller keeps showing what it shows without the part (its
 * stand-in, or nothing), and the next need tries again. Vite reports a failed chunk as `vite:preloadError`.
 */
export function requestPart(part: LazyPart<unknown>): void {
  part.load().catch(() => undefined);
}

export interface UseLazyPartOptions {
  /** The part is needed now: load it at once. */
  now?: boolean;
  /** Otherwise load it when the browser is idle after the first render. Default true. */
  whenIdle?: boolean;
}

/** The part's module once loaded (then on every later render at once, without a suspended render). */
export function useLazyPart<M>(part: LazyPart<M>, { now = false, whenIdle: idle = true }: UseLazyPartOptions = {}) {
  const module = useSyncExternalStore(part.subscribe, part.current, part.current);
  const isLoaded = module !== undefined;
  useEffect(() => {
    if (!isLoaded && now) requestPart(part);
  }, [part, isLoaded, now]);
  useEffect(() => {
    if (isLoaded || !idle) return undefined;
    return whenIdle(() => requestPart(part));
  }, [part, isLoaded, idle]);
  return module;
}

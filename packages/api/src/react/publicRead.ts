import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../client.ts';
import { ApiDemandContext } from './demand.ts';

/*
 * Reads of public content (news, cases) without TanStack Query: a page that only shows what the server publishes
 * needs a cached answer, its loading and error states and a way to try again, not a query library (~10 kB gzip).
 * The client's own rules (loading indicator, timeouts and their retries, catalogue errors) apply as to every call.
 * The account area keeps TanStack Query's hooks (mutations, invalidation, shared cache).
 */

/** The API client for public reads: the client itself, or a promise of it while its code downloads. */
export type ApiClientSource = () => ApiClient | Promise<ApiClient>;

const ApiClientContext = createContext<ApiClientSource | null>(null);

/**
 * Gives public reads their API client without TanStack Query. `ApiProvider` provides it too; an app that loads the
 * client on demand passes the function that loads it. (Under an `ApiDemandProvider` alone, a read waits for the
 * app's `ApiProvider`, as `useApi` does, which loads TanStack Query: an app should provide the client here.)
 */
export const ApiClientProvider = ApiClientContext.Provider;

/** The client source of the nearest provider, or null (an app can then provide its own). */
export function useApiClientSource(): ApiClientSource | null {
  return useContext(ApiClientContext);
}

/** How long an answer is shown again without asking the server (TanStack's `staleTime` of the site's queries). */
export const PUBLIC_READ_FRESH_MS = 30_000;

export interface PublicRead<T> {
  /** The answer, once there is one (kept while it is asked again). */
  data: T | undefined;
  /** The failure of the last attempt (an `ApiError` for the server's refusals), else null. */
  error: Error | null;
  isError: boolean;
  /** No answer and no failure yet. */
  isPending: boolean;
  /** Asks the server again (after a failure: "Try again"). */
  refetch: () => void;
}

interface Snapshot {
  data: unknown;
  error: Error | null;
}

interface Entry {
  snapshot: Snapshot;
  /** When the last answer arrived (0: never). */
  answeredAt: number;
  inFlight: boolean;
  listeners: Set<() => void>;
}

const EMPTY: Snapshot = { data: undefined, error: null };

/** One cache per client source, so two providers (two stories, two sites in tests) never share answers. */
const caches = new WeakMap<ApiClientSource, Map<string, Entry>>();

function cacheOf(source: ApiClientSource): Map<string, Entry> {
  let cache = caches.get(source);
  if (!cache) {
    cache = new Map();
    caches.set(source, cache);
  }
  return cache;
}

function entryOf(cache: Map<string, Entry>, key: string): Entry {
  let entry = cache.get(key);
  if (!entry) {
    entry = { snapshot: EMPTY, answeredAt: 0, inFlight: false, listeners: new Set() };
    cache.set(key, entry);
  }
  return entry;
}

function settle(entry: Entry, snapshot: Snapshot) {
  entry.snapshot = snapshot;
  entry.inFlight = false;
  entry.listeners.forEach((listener) => listener());
}

function start(entry: Entry, source: ApiClientSource, read: (client: ApiClient) => Promise<unknown>) {
  if (entry.inFlight) return;
  entry.inFlight = true;
  Promise.resolve()
    .then(source)
    .then(read)
    .then(
      (data) => {
        entry.answeredAt = Date.now();
        settle(entry, { data, error: null });
      },
      (error: unknown) => {
        // A failure keeps the last answer; the screen shows the failure and a way to try again.
        settle(entry, { data: entry.snapshot.data, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
}

/**
 * Reads `key` (a method, path and parameters; null: not now) with `read`, sharing the answer with every screen
 * that reads the same key through the same provider. An answer younger than `PUBLIC_READ_FRESH_MS` is shown again
 * without a call (going back to a list); an older one is shown while it is asked again. A failure is not retried
 * while the screen shows it (the client already retries timeouts): `refetch` tries again, and so does a screen that
 * reads the key anew.
 */
export function usePublicRead<T>(key: string | null, read: (client: ApiClient) => Promise<T>): PublicRead<T> {
  const source = useContext(ApiClientContext);
  const demand = useContext(ApiDemandContext);
  if (!source) {
    // An app that loads the whole API layer on demand and gives no client of its own: wait for its ApiProvider.
    if (demand) throw demand.load();
    throw new Error('usePublicRead must be used inside an ApiClientProvider or ApiProvider');
  }
  const entry = key === null ? null : entryOf(cacheOf(source), key);

  const subscribe = useCallback(
    (listener: () => void) => {
      if (!entry) return () => undefined;
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => entry?.snapshot ?? EMPTY,
    () => entry?.snapshot ?? EMPTY,
  );

  useEffect(() => {
    if (!entry) return;
    const fresh = entry.snapshot.error === null && Date.now() - entry.answeredAt <= PUBLIC_READ_FRESH_MS;
    if (!fresh) start(entry, source, read);
    // `read` is a new function on every render; the key says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, source]);

  const refetch = useCallback(() => {
    if (entry) start(entry, source, read);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, source]);

  return {
    data: snapshot.data as T | undefined,
    error: snapshot.error,
    isError: snapshot.error !== null,
    isPending: snapshot.data === undefined && snapshot.error === null,
    refetch,
  };
}

import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import createQueryHooks from 'openapi-react-query';
import type { ApiClient } from '../client.ts';
import type { ApiQueryHooks } from './provider.tsx';
import type { PostBody, PostPath } from './shared.ts';

/** What a prefetch needs: the site's query cache and the typed query options over its API client. */
export interface ApiPrefetch {
  queryClient: QueryClient;
  $api: ApiQueryHooks;
}

const hooksOf = new WeakMap<ApiClient, ApiQueryHooks>();

/** openapi-react-query's typed hooks over a client, made once per client (the provider and the prefetches share them). */
export function queryHooksOf(client: ApiClient): ApiQueryHooks {
  let hooks = hooksOf.get(client);
  if (!hooks) {
    hooks = createQueryHooks(client);
    hooksOf.set(client, hooks);
  }
  return hooks;
}

/** The prefetch context of a client and a query cache. */
export function apiPrefetch(client: ApiClient, queryClient: QueryClient): ApiPrefetch {
  return { queryClient, $api: queryHooksOf(client) };
}

/**
 * Asks for the answer a query hook of this package would ask for, with the same key and the same request, before
 * the component that uses the hook has rendered: the hook then finds the answer in the cache, or the request under
 * way. With a body the key is `['post', path, { body }]` (the list hooks); without one, `['post', path]` (the hooks
 * of calls that take none). Failures stay in the cache for the hook to show (a prefetch never throws); a fresh
 * answer (the client's 30 s) is not asked for again.
 */
export function prefetchPost<Path extends PostPath>(
  { queryClient, $api }: ApiPrefetch,
  path: Path,
  ...[body]: [body?: PostBody<Path>]
): Promise<void> {
  // The options are openapi-react-query's own (the key and function its `useQuery` builds); its types take one path
  // at a time and do not resolve for a path that is still a type parameter, so the call is typed by its shape.
  const queryOptions = $api.queryOptions as unknown as (
    method: 'post',
    path: Path,
    init?: { body: PostBody<Path> },
  ) => FetchQueryOptions;
  const options = body === undefined ? queryOptions('post', path) : queryOptions('post', path, { body });
  return queryClient.prefetchQuery(options);
}

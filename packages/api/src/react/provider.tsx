import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OpenapiQueryClient } from 'openapi-react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../client.ts';
import type { ApiPaths } from '../types.ts';
import { queryHooksOf } from './prefetch.ts';

export type ApiQueryHooks = OpenapiQueryClient<ApiPaths, 'application/json'>;

export interface ApiContextValue {
  client: ApiClient;
  /** openapi-react-query's typed hooks over the client: `$api.useQuery('post', '/user/cart/list')`. */
  $api: ApiQueryHooks;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/**
 * A QueryClient with the site's defaults: no automatic retries (the API client already retries timeouts, and a
 * catalogue error will not change on a second try) and no refetch on window focus.
 */
export function createApiQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export interface ApiProviderProps {
  client: ApiClient;
  queryClient: QueryClient;
  children?: ReactNode;
}

/**
 * Makes the API client and TanStack Query available to the hooks below it. Both values are the caller's for the
 * provider's life: the context's value changes only with `client`.
 */
export function ApiProvider({ client, queryClient, children }: ApiProviderProps) {
  const value = useMemo<ApiContextValue>(() => ({ client, $api: queryHooksOf(client) }), [client]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}

/** The client and typed hooks of the nearest `ApiProvider`. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside an ApiProvider');
  return value;
}

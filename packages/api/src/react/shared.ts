import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { OperationRequestBodyContent } from 'openapi-typescript-helpers';
import type { ApiData, ApiPath, ApiPaths } from '../types.ts';

/** Every operation of the API is a POST except the news article. */
export type PostPath = ApiPath<'post'>;

/** The JSON body of a POST operation. */
export type PostBody<Path extends PostPath> = OperationRequestBodyContent<ApiPaths[Path]['post']>;

/** The unwrapped answer of a POST operation. */
export type PostData<Path extends PostPath> = ApiData<'post', Path>;

/** Options every query hook takes. */
export interface QueryHookOptions {
  /** False to hold the query (for example until the user is logged in). */
  enabled?: boolean;
}

/** Marks queries stale by operation, whatever their filters; they refetch if they are on screen. */
export function useInvalidate(): (...paths: PostPath[]) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (...paths: PostPath[]) => {
      await Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: ['post', path] })));
    },
    [queryClient],
  );
}

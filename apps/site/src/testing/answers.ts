import type { createApiQueryClient } from '@kankan/api';
import { expect, waitFor } from 'storybook/test';

type QueryClient = ReturnType<typeof createApiQueryClient>;

let current: QueryClient | null = null;

/** Makes `client` the data layer `answersArrived` watches: the story providers pass theirs through it. */
export function watchedQueryClient(client: QueryClient): QueryClient {
  current = client;
  return client;
}

/**
 * Waits until every answer the story's screen has asked for has arrived (no query is fetching): a play that looks
 * for what an answer shows waits for the answer, not for a time.
 */
export async function answersArrived(): Promise<void> {
  await waitFor(() => expect(current?.isFetching() ?? 0).toBe(0), { timeout: 10_000 });
}

import { usePublicRead } from './publicRead.ts';
import type { PostBody, QueryHookOptions } from './shared.ts';

/**
 * Public content (spec 7.1): news and cases, read with `usePublicRead` (no TanStack Query). The public forms
 * (customer messages, the distributor application) are in contentForms.ts.
 */

/** The client's middleware throws every failure (as `call` relies on too), so an answer always has its data. */
function answer<Data>({ data }: { data?: Data }): Data {
  return data as Data;
}

export function useNewsArticle(id: number, { enabled = true }: QueryHookOptions = {}) {
  return usePublicRead(enabled ? `get /news/${id}` : null, (client) =>
    client.GET('/news/{id}', { params: { path: { id } } }).then(answer),
  );
}

export function useNewsList(filters: PostBody<'/news/list'> = {}, { enabled = true }: QueryHookOptions = {}) {
  return usePublicRead(enabled ? `post /news/list ${JSON.stringify(filters)}` : null, (client) =>
    client.POST('/news/list', { body: filters }).then(answer),
  );
}

export function useCases(filters: PostBody<'/case/list'>, { enabled = true }: QueryHookOptions = {}) {
  return usePublicRead(enabled ? `post /case/list ${JSON.stringify(filters)}` : null, (client) =>
    client.POST('/case/list', { body: filters }).then(answer),
  );
}

/** One scene for the public 360° viewer (`/show/{sceneNum}`); each call counts a view. */
export function useShownScene(sceneNum: string, { enabled = true }: QueryHookOptions = {}) {
  return usePublicRead(enabled ? `post /scene/show ${sceneNum}` : null, (client) =>
    client.POST('/scene/show', { body: { sceneNum } }).then(answer),
  );
}

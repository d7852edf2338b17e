import { useApi } from './provider.tsx';
import type { PostBody, QueryHookOptions } from './shared.ts';

/**
 * Public content (spec 7.1): news, cases and the public scene viewer. The public forms (customer messages, the
 * distributor application) are in contentForms.ts.
 */

export function useNewsArticle(id: number, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('get', '/news/{id}', { params: { path: { id } } }, { enabled });
}

export function useNewsList(filters: PostBody<'/news/list'> = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/news/list', { body: filters }, { enabled });
}

export function useCases(filters: PostBody<'/case/list'>, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/case/list', { body: filters }, { enabled });
}

/** One scene for the public 360° viewer (`/show/{sceneNum}`); each call counts a view. */
export function useShownScene(sceneNum: string, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/scene/show', { body: { sceneNum } }, { enabled });
}

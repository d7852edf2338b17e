import { useApi } from './provider.tsx';
import type { PostBody, QueryHookOptions } from './shared.ts';

/** Public content and forms (spec 7.1): news, cases, customer messages and the distributor application. */

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

export function useLeaveMessage() {
  const { $api } = useApi();
  return $api.useMutation('post', '/intercomMessage/leave');
}

export function useSaveDistributorApplication() {
  const { $api } = useApi();
  return $api.useMutation('post', '/agentAduit/save');
}

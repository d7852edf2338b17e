import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/** Memberships (spec 7.3). Authorising or deauthorising a camera refreshes the user info and the lists. */

export function useIncrement(id: number, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/increment/findById', { body: { id } }, { enabled });
}

export function useIncrements(
  filters: PostBody<'/user/increment/findIncrementList'> = {},
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/increment/findIncrementList', { body: filters }, { enabled });
}

const afterAuthorisation = [
  '/user/getUserInfo',
  '/user/increment/findIncrementList',
  '/user/increment/findById',
  '/user/camera/listWithIncrement',
] as const;

export function useBindIncrementCamera() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/increment/bindCamera', { onSuccess: () => invalidate(...afterAuthorisation) });
}

export function useUnbindIncrementCamera() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/increment/unbindCamera', {
    onSuccess: () => invalidate(...afterAuthorisation),
  });
}

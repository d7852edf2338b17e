import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/** Scene folders (spec 7.4). Every change refreshes the folder tree and the scene lists. */

const afterFolderChange = ['/user/folder/findListTree', '/user/folder/findListByName', '/user/scene/newList'] as const;

export function useFolderTree(
  type: PostBody<'/user/folder/findListTree'>['type'],
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/folder/findListTree', { body: { type } }, { enabled });
}

export function useFindFolders(
  request: PostBody<'/user/folder/findListByName'>,
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/folder/findListByName', { body: request }, { enabled });
}

export function useSaveFolder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/folder/save', { onSuccess: () => invalidate(...afterFolderChange) });
}

export function useUpdateFolder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/folder/update', { onSuccess: () => invalidate(...afterFolderChange) });
}

export function useMoveFolder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/folder/move', { onSuccess: () => invalidate(...afterFolderChange) });
}

export function useDeleteFolder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/folder/delete', { onSuccess: () => invalidate(...afterFolderChange) });
}

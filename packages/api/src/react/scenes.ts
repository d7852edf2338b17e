import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/** Scenes (spec 7.4): my scenes, collaborative scenes, device-login scenes, search, rename, move, delete. */

const sceneLists = [
  '/user/scene/newList',
  '/device/scene/list',
  '/user/scene/cooperation/cooperationSceneListNew',
  '/user/scene/findSceneNumber',
  '/user/scene/getOnlySceneList',
  '/user/scene/cooperation/onlyCooperationSceneList',
  '/user/scene/getOldSceneList',
  '/user/scene/search',
  '/user/scene/cooperation/search',
] as const;

type SceneFilters = PostBody<'/user/scene/newList'>;

export function useScenes(filters: SceneFilters = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/newList', { body: filters }, { enabled });
}

/** Scenes of a camera-account (device) login. */
export function useDeviceScenes(filters: SceneFilters = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/device/scene/list', { body: filters }, { enabled });
}

export function useCooperationScenes(filters: SceneFilters = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/cooperation/cooperationSceneListNew', { body: filters }, { enabled });
}

export function useOnlyScenes(filters: SceneFilters = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/getOnlySceneList', { body: filters }, { enabled });
}

export function useOnlyCooperationScenes(filters: SceneFilters = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/cooperation/onlyCooperationSceneList', { body: filters }, { enabled });
}

export function useOldScenes(filters: SceneFilters = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/getOldSceneList', { body: filters }, { enabled });
}

export function useSceneNumber({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/findSceneNumber', undefined, { enabled });
}

export function useSearchScenes(search: PostBody<'/user/scene/search'>, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/search', { body: search }, { enabled });
}

export function useSearchCooperationScenes(
  search: PostBody<'/user/scene/cooperation/search'>,
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/cooperation/search', { body: search }, { enabled });
}

export function useRenameScene() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/scene/rename', { onSuccess: () => invalidate(...sceneLists) });
}

/** Deletes scenes (irreversible; an archived scene answers 5008). */
export function useDeleteScenes() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/scene/delete', {
    onSuccess: () => invalidate(...sceneLists, '/user/getUserInfo'),
  });
}

export function useMoveScenes() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/scene/move', {
    onSuccess: () => invalidate(...sceneLists, '/user/folder/findListTree'),
  });
}

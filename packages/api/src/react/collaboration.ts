import { cameraLists } from './cameras.ts';
import { useApi } from './provider.tsx';
import { useInvalidate, type QueryHookOptions } from './shared.ts';

/**
 * Collaboration on a scene or a camera (spec 7.4): the permission resources offered, and saving or cancelling a
 * collaborator; both refresh the lists (spec 4).
 */

const afterCollaborationChange = [
  '/user/scene/newList',
  '/user/scene/search',
  '/user/scene/cooperation/search',
  '/user/scene/cooperation/cooperationSceneListNew',
  // The camera cards show the collaborator, whichever list the screen reads them from.
  ...cameraLists,
  '/user/scene/cooperation/findSceneResource',
  '/user/camera/sceneResourceByCameraId',
] as const;

export function useSceneResources(sceneNum: string, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/cooperation/findSceneResource', { body: { sceneNum } }, { enabled });
}

export function useCameraSceneResources(cameraId: number, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/sceneResourceByCameraId', { body: { cameraId } }, { enabled });
}

/** All permission resources, split into those included and excluded. */
export function useSceneResourceList({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/scene/cooperation/sceneResourceList', undefined, { enabled });
}

export function useSaveSceneCooperation() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/scene/cooperation/save', {
    onSuccess: () => invalidate(...afterCollaborationChange),
  });
}

export function useSaveCameraCooperation() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/camera/saveCooperationUser', {
    onSuccess: () => invalidate(...afterCollaborationChange),
  });
}

export function useDeleteSceneCooperation() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/scene/cooperation/delete', {
    onSuccess: () => invalidate(...afterCollaborationChange),
  });
}

export function useDeleteCameraCooperation() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/camera/deleteCooperationUser', {
    onSuccess: () => invalidate(...afterCollaborationChange),
  });
}

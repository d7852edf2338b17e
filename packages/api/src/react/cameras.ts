import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/** My cameras (spec 7.2): lists, binding by serial number and unbinding. */

/** Every camera list: what changes a camera (binding, a collaborator) refreshes them all. */
export const cameraLists = [
  '/user/camera/getAll',
  '/user/camera/listNew',
  '/user/camera/listNewAll',
  '/user/camera/listWithIncrement',
  '/user/camera/deadlineNumber',
  '/user/camera/expiryImpact',
] as const;

/** One page of cameras of a type (the Pro, Minion and Lite tabs). */
export function useCameras(filters: PostBody<'/user/camera/listNew'>, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/listNew', { body: filters }, { enabled });
}

export function useAllCameras(
  filters: PostBody<'/user/camera/getAll'> = {},
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/getAll', { body: filters }, { enabled });
}

export function useCamerasByChildName(childName: string, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/listNewAll', { body: { childName } }, { enabled });
}

/** Cameras with their membership, for authorising a membership to a camera. */
export function useCamerasWithIncrement(
  filters: PostBody<'/user/camera/listWithIncrement'> = {},
  { enabled = true }: QueryHookOptions = {},
) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/listWithIncrement', { body: filters }, { enabled });
}

/** How many cameras' capacity is about to expire. */
export function useCameraDeadlineNumber({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/deadlineNumber', undefined, { enabled });
}

/** What each running storage plan's expiry would archive (the camera cards' and renew dialog's forecast). */
export function useCameraExpiryImpact({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/camera/expiryImpact', undefined, { enabled });
}

/**
 * Binds a camera by serial number; 4010 and 6010 are shown under the input by the caller (spec 7.5). The lists are
 * not refreshed here: the caller refreshes them with `useRefreshCameraLists` once its success screen is left, so
 * nothing changes behind the open dialog.
 */
export function useBindCamera() {
  const { $api } = useApi();
  return $api.useMutation('post', '/user/camera/add');
}

/** Refreshes every camera list (after a bind, once its success screen is closed). */
export function useRefreshCameraLists() {
  const invalidate = useInvalidate();
  return () => invalidate(...cameraLists);
}

export function useUnbindCamera() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/camera/unbind', { onSuccess: () => invalidate(...cameraLists) });
}

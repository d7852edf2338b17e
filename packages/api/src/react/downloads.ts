import { useApi } from './provider.tsx';
import { useInvalidate, type QueryHookOptions } from './shared.ts';

/** Scene downloads of the download area: the list and quota, a free request, the paid order and the file. */

export function useSceneDownloads({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/download/list', undefined, { enabled });
}

/** Uses a free download (or answers `paymentRequired`); the download area's list is refreshed. */
export function useRequestSceneDownload() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/download/request', { onSuccess: () => invalidate('/user/download/list') });
}

/** The paid download's order, for the payment pop-up; the list then shows it awaiting payment. */
export function useCreateDownloadOrder() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/download/order', {
    onSuccess: () => invalidate('/user/download/list', '/user/order/list'),
  });
}

export function useSceneDownloadFile() {
  const { $api } = useApi();
  return $api.useMutation('post', '/user/download/file');
}

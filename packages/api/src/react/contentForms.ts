import { useApi } from './provider.tsx';

/** Public forms (spec 7.1): customer messages and the distributor application, as TanStack mutations. */

export function useLeaveMessage() {
  const { $api } = useApi();
  return $api.useMutation('post', '/intercomMessage/leave');
}

export function useSaveDistributorApplication() {
  const { $api } = useApi();
  return $api.useMutation('post', '/agentAduit/save');
}

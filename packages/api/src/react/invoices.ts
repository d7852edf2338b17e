import { useApi } from './provider.tsx';
import { useInvalidate, type PostBody, type QueryHookOptions } from './shared.ts';

/** Invoices (spec 7.2): saved invoice information by type, requests, and the invoice list. */

export function useMyInvoice(type: PostBody<'/user/invoice/mine'>['type'], { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/invoice/mine', { body: { type } }, { enabled });
}

export function useAddInvoice() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/invoice/add', {
    onSuccess: () => invalidate('/user/invoice/mine', '/user/invoice/list', '/user/invoice/deviceList'),
  });
}

export function useUpdateInvoice() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/invoice/update', {
    onSuccess: () => invalidate('/user/invoice/mine', '/user/invoice/list'),
  });
}

export function useInvoiceDevices({ enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/invoice/deviceList', undefined, { enabled });
}

export function useInvoices(filters: PostBody<'/user/invoice/list'> = {}, { enabled = true }: QueryHookOptions = {}) {
  const { $api } = useApi();
  return $api.useQuery('post', '/user/invoice/list', { body: filters }, { enabled });
}

/** Saves the invoice title of one type on its own (once per type; 4021 afterwards). */
export function useSaveInvoiceInfo() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  return $api.useMutation('post', '/user/invoice/saveInfo', { onSuccess: () => invalidate('/user/invoice/mine') });
}

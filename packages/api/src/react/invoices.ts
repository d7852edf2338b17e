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

/**
 * Requests or edits the invoice of one order. The invoice dialog shows the refusal itself (4021 already invoiced,
 * 7001 at the title), so the site's toast stays quiet; on success the orders and invoices refresh (spec 4).
 */
export function useSaveOrderInvoice() {
  const { $api } = useApi();
  const invalidate = useInvalidate();
  const onSuccess = () =>
    invalidate('/user/order/list', '/user/invoice/list', '/user/invoice/mine', '/user/invoice/deviceList');
  const add = $api.useMutation('post', '/user/invoice/add', { meta: { silent: true }, onSuccess });
  const update = $api.useMutation('post', '/user/invoice/update', { meta: { silent: true }, onSuccess });
  return { add, update };
}

/** The invoice of one order (the invoice list filtered by the order). */
export function useOrderInvoice(orderId: number | null) {
  const { $api } = useApi();
  return $api.useQuery(
    'post',
    '/user/invoice/list',
    { body: { orderId: orderId ?? 0, pageSize: 1 } },
    { enabled: orderId !== null },
  );
}

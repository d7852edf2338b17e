export {
  ApiProvider,
  createApiQueryClient,
  useApi,
  type ApiContextValue,
  type ApiProviderProps,
  type ApiQueryHooks,
} from './provider.tsx';
export { apiPrefetch, prefetchPost, queryHooksOf, type ApiPrefetch } from './prefetch.ts';
export { useInvalidate, type PostBody, type PostData, type PostPath, type QueryHookOptions } from './shared.ts';
export * from './sessionAnswers.ts';
export * from './session.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './shop.ts';
export * from './payment.ts';
export * from './invoices.ts';
export * from './cameras.ts';
export * from './membership.ts';
export * from './scenes.ts';
export * from './downloads.ts';
export * from './folders.ts';
export * from './collaboration.ts';
export * from './content.ts';
export * from './contentForms.ts';

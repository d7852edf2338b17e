import type { RouteObject } from 'react-router-dom';

/**
 * Public routes of the capacity, membership, distributor, developer and customer-message pages, children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 */
export const commerceRoutes: RouteObject[] = [];

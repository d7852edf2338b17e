import type { RouteObject } from 'react-router-dom';

/**
 * Public routes of the support and content pages (service, video tutorials, cases, news), children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 */
export const supportRoutes: RouteObject[] = [];

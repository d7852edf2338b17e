import type { RouteObject } from 'react-router-dom';
import { pageModule } from './pageModule.ts';

/**
 * Public routes of the product, solution and company pages (home, products, Pro, Lite, Minion, tripod, AI design, about, technology, industries, mall product pages), children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 */
export const marketingRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../pages/marketing/HomePage.tsx').then(pageModule) },
];

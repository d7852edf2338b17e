import { pageModule, type PageRoute } from './pageModule.ts';

/**
 * Public routes of the capacity, membership, distributor, developer and customer-message pages, children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 */
export const commerceRoutes: PageRoute[] = [
  {
    path: '/pricedetail',
    lazy: () => import('../pages/services/PriceDetailPage.tsx').then(pageModule),
  },
  {
    path: '/capacity',
    lazy: () => import('../pages/services/CapacityPage.tsx').then(pageModule),
  },
  {
    path: '/mall/cloudCapacity',
    lazy: () => import('../pages/shop/MallCapacityPage.tsx').then(pageModule),
  },
  {
    path: '/mall/member',
    lazy: () => import('../pages/shop/MallMemberPage.tsx').then(pageModule),
  },
  {
    path: '/distributor',
    lazy: () => import('../pages/services/DistributorPage.tsx').then(pageModule),
  },
  { path: '/agent', lazy: () => import('../pages/services/AgentPage.tsx').then(pageModule) },
  { path: '/dev', lazy: () => import('../pages/dev/DevPage.tsx').then(pageModule) },
];

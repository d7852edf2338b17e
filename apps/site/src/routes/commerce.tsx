import { pageModule, type PageRoute } from './pageModule.ts';

/**
 * Public routes of the capacity, membership, distributor, developer and customer-message pages, children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, catalogue: 'XPage', lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 */
export const commerceRoutes: PageRoute[] = [
  {
    path: '/pricedetail',
    catalogue: 'PriceDetailPage',
    lazy: () => import('../pages/services/PriceDetailPage.tsx').then(pageModule),
  },
  {
    path: '/capacity',
    catalogue: 'CapacityPage',
    lazy: () => import('../pages/services/CapacityPage.tsx').then(pageModule),
  },
  {
    path: '/mall/cloudCapacity',
    catalogue: 'MallCapacityPage',
    lazy: () => import('../pages/shop/MallCapacityPage.tsx').then(pageModule),
  },
  {
    path: '/mall/member',
    catalogue: 'MallMemberPage',
    lazy: () => import('../pages/shop/MallMemberPage.tsx').then(pageModule),
  },
  {
    path: '/distributor',
    catalogue: 'DistributorPage',
    lazy: () => import('../pages/services/DistributorPage.tsx').then(pageModule),
  },
  { path: '/agent', catalogue: 'AgentPage', lazy: () => import('../pages/services/AgentPage.tsx').then(pageModule) },
  { path: '/dev', catalogue: 'DevPage', lazy: () => import('../pages/dev/DevPage.tsx').then(pageModule) },
];

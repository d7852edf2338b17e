import { pageModule, type PageRoute } from './pageModule.ts';

/**
 * Public routes of the capacity, membership, distributor, developer and customer-message pages, children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 */
export const commerceRoutes: PageRoute[] = [
  {
    path: '/pricedetail',
    area: 'pricing',
    lazy: () => import('../pages/services/PriceDetailPage.tsx').then(pageModule),
  },
  { path: '/capacity', area: 'pricing', lazy: () => import('../pages/services/CapacityPage.tsx').then(pageModule) },
  {
    path: '/mall/cloudCapacity',
    area: 'pricing',
    lazy: () => import('../pages/services/MallCapacityPage.tsx').then(pageModule),
  },
  { path: '/mall/member', area: 'member', lazy: () => import('../pages/services/MallMemberPage.tsx').then(pageModule) },
  { path: '/distributor', area: 'agent', lazy: () => import('../pages/services/DistributorPage.tsx').then(pageModule) },
  {
    path: '/agent',
    area: ['agent', 'validation', 'errors'],
    lazy: () => import('../pages/services/AgentPage.tsx').then(pageModule),
  },
  { path: '/dev', area: 'dev', lazy: () => import('../pages/services/DevPage.tsx').then(pageModule) },
];

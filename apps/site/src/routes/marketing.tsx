// /sxz, /about, /location and the five /conduct* industry pages are not here: they live in routes/company.tsx and
// pages/company/ (written by another engineer in parallel).
import { pageModule, type PageRoute } from './pageModule.ts';

const pro = () => import('../pages/marketing/ProPage.tsx').then(pageModule);
const lite = () => import('../pages/marketing/LitePage.tsx').then(pageModule);
const tripod = () => import('../pages/marketing/TripodPage.tsx').then(pageModule);

/**
 * Public routes of the product, solution and company pages (home, products, Pro, Lite, Minion, tripod, AI design, about, technology, industries, mall product pages), children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 * Aliases show the same page at their own address (/eight and /product: Pro; /lite: Lite; /zhijia: tripod set).
 */
export const marketingRoutes: PageRoute[] = [
  { index: true, lazy: () => import('../pages/marketing/HomePage.tsx').then(pageModule) },
  {
    path: '/coreProducts',
    lazy: () => import('../pages/marketing/ProductsPage.tsx').then(pageModule),
  },
  { path: '/purchase', lazy: pro },
  { path: '/eight', lazy: pro },
  { path: '/product', lazy: pro },
  { path: '/purchasetow', lazy: lite },
  { path: '/lite', lazy: lite },
  {
    path: '/kankanMinion',
    lazy: () => import('../pages/marketing/MinionPage.tsx').then(pageModule),
  },
  { path: '/purchasezhijia', lazy: tripod },
  { path: '/zhijia', lazy: tripod },
  {
    path: '/mall/kankanPro',
    lazy: () => import('../pages/shop/MallProPage.tsx').then(pageModule),
  },
  {
    path: '/mall/kankanMinion',
    lazy: () => import('../pages/shop/MallMinionPage.tsx').then(pageModule),
  },
  {
    path: '/mall/zhijia',
    lazy: () => import('../pages/shop/MallTripodPage.tsx').then(pageModule),
  },
  {
    path: '/mall/introduce/:id',
    lazy: () => import('../pages/shop/MallIntroducePage.tsx').then(pageModule),
  },
  {
    path: '/mall/introtow/:id',
    lazy: () => import('../pages/shop/MallIntroTwoPage.tsx').then(pageModule),
  },
];

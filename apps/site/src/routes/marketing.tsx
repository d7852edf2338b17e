// /sxz, /about, /location and the five /conduct* industry pages are not here: they live in routes/company.tsx and
// pages/company/ (written by another engineer in parallel).
import { pageModule, type PageRoute } from './pageModule.ts';

const pro = () => import('../pages/marketing/ProPage.tsx').then(pageModule);
const lite = () => import('../pages/marketing/LitePage.tsx').then(pageModule);
const tripod = () => import('../pages/marketing/TripodPage.tsx').then(pageModule);

/**
 * Public routes of the product, solution and company pages (home, products, Pro, Lite, Minion, tripod, AI design, about, technology, industries, mall product pages), children of the root layout (header and footer).
 * Each page is its own chunk: `{ path, catalogue: 'XPage', lazy: () => import('../pages/…/XPage.tsx').then(pageModule) }`.
 * Aliases show the same page at their own address (/eight and /product: Pro; /lite: Lite; /zhijia: tripod set).
 */
export const marketingRoutes: PageRoute[] = [
  { index: true, catalogue: 'HomePage', lazy: () => import('../pages/marketing/HomePage.tsx').then(pageModule) },
  {
    path: '/coreProducts',
    catalogue: 'ProductsPage',
    lazy: () => import('../pages/marketing/ProductsPage.tsx').then(pageModule),
  },
  { path: '/purchase', catalogue: 'ProPage', lazy: pro },
  { path: '/eight', catalogue: 'ProPage', lazy: pro },
  { path: '/product', catalogue: 'ProPage', lazy: pro },
  { path: '/purchasetow', catalogue: 'LitePage', lazy: lite },
  { path: '/lite', catalogue: 'LitePage', lazy: lite },
  {
    path: '/kankanMinion',
    catalogue: 'MinionPage',
    lazy: () => import('../pages/marketing/MinionPage.tsx').then(pageModule),
  },
  { path: '/purchasezhijia', catalogue: 'TripodPage', lazy: tripod },
  { path: '/zhijia', catalogue: 'TripodPage', lazy: tripod },
  {
    path: '/mall/kankanPro',
    catalogue: 'MallProPage',
    lazy: () => import('../pages/shop/MallProPage.tsx').then(pageModule),
  },
  {
    path: '/mall/kankanMinion',
    catalogue: 'MallMinionPage',
    lazy: () => import('../pages/shop/MallMinionPage.tsx').then(pageModule),
  },
  {
    path: '/mall/zhijia',
    catalogue: 'MallTripodPage',
    lazy: () => import('../pages/shop/MallTripodPage.tsx').then(pageModule),
  },
  {
    path: '/mall/introduce/:id',
    catalogue: 'MallIntroducePage',
    lazy: () => import('../pages/shop/MallIntroducePage.tsx').then(pageModule),
  },
  {
    path: '/mall/introtow/:id',
    catalogue: 'MallIntroTwoPage',
    lazy: () => import('../pages/shop/MallIntroTwoPage.tsx').then(pageModule),
  },
];

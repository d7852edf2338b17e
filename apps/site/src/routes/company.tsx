import { pageModule, type PageRoute } from './pageModule.ts';

/**
 * Public routes of the company and solution pages (/sxz AI interior design, /about, /location core technology and
 * the five industry solution pages), children of the root layout. Each page is its own chunk; the five industry
 * pages share one solution component (`pages/company/SolutionPage.tsx`) and differ only in their content:
 * /conductHouse real estate, /conductExhibition museums and exhibitions, /conductShop e-commerce,
 * /conductSubject home design, /conductSecury catering (as the site's menus name them).
 */
export const companyRoutes: PageRoute[] = [
  { path: '/about', lazy: () => import('../pages/company/AboutPage.tsx').then(pageModule) },
  {
    path: '/location',
    lazy: () => import('../pages/company/TechnologyPage.tsx').then(pageModule),
  },
  { path: '/sxz', lazy: () => import('../pages/company/AiDesignPage.tsx').then(pageModule) },
  {
    path: '/conductHouse',
    lazy: () => import('../pages/company/HouseSolutionPage.tsx').then(pageModule),
  },
  {
    path: '/conductExhibition',
    lazy: () => import('../pages/company/ExhibitionSolutionPage.tsx').then(pageModule),
  },
  {
    path: '/conductShop',
    lazy: () => import('../pages/company/ShopSolutionPage.tsx').then(pageModule),
  },
  {
    path: '/conductSubject',
    lazy: () => import('../pages/company/SubjectSolutionPage.tsx').then(pageModule),
  },
  {
    path: '/conductSecury',
    lazy: () => import('../pages/company/SecurySolutionPage.tsx').then(pageModule),
  },
];

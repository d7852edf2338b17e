import { pageModule, type PageRoute } from './pageModule.ts';

/**
 * Public routes of the support and content pages (service, video tutorials, cases, news), children of the root
 * layout (header and footer). Each page is its own chunk. `/cases/{id}` takes the industry (`all`, `realEstate`,
 * `museum`, `ecommerce`, `home`, `catering`, `other`) with the filters in the query; `/news/{id}` is one article.
 */
export const supportRoutes: PageRoute[] = [
  {
    path: '/cases/overview',
    lazy: () => import('../pages/support/CasesOverviewPage.tsx').then(pageModule),
  },
  {
    path: '/cases/app',
    lazy: () => import('../pages/support/CasesAppPage.tsx').then(pageModule),
  },
  {
    path: '/cases/:id',
    lazy: () => import('../pages/support/CasesPage.tsx').then(pageModule),
  },
  {
    path: '/cases',
    lazy: () => import('../pages/support/CasesPage.tsx').then(pageModule),
  },
  {
    path: '/show/:sceneNum',
    lazy: () => import('../pages/support/ScenePage.tsx').then(pageModule),
  },
  {
    path: '/news',
    lazy: () => import('../pages/support/NewsPage.tsx').then(pageModule),
  },
  {
    path: '/news/:id',
    lazy: () => import('../pages/support/NewsArticlePage.tsx').then(pageModule),
  },
  {
    path: '/video-course',
    lazy: () => import('../pages/support/VideoCoursePage.tsx').then(pageModule),
  },
  { path: '/videos', lazy: () => import('../pages/support/VideosPage.tsx').then(pageModule) },
  {
    path: '/service/down',
    lazy: () => import('../pages/support/ServiceDownPage.tsx').then(pageModule),
  },
  {
    path: '/service/overview',
    lazy: () => import('../pages/support/ServiceOverviewPage.tsx').then(pageModule),
  },
  {
    path: '/service/:id/:active?',
    lazy: () => import('../pages/support/ServicePage.tsx').then(pageModule),
  },
];

import { loadCatalogue } from '@kankan/i18n';
import type { ComponentType } from 'react';
import { pageModule, type PageRoute } from './pageModule.ts';

/**
 * The news and case pages read from the API before they show anything: their route downloads the site's API client
 * (`site.loadClient`: the client module and the errors catalogue it waits for) together with the page rather than
 * after it, and the budgets count both.
 */
const withApiClient = (page: Promise<{ default: ComponentType }>) =>
  Promise.all([page, import('../app/siteClient.ts'), loadCatalogue('errors')]).then(([module]) => pageModule(module));

/**
 * Public routes of the support and content pages (service, video tutorials, cases, news), children of the root
 * layout (header and footer). Each page is its own chunk. `/cases/{id}` takes the industry (`all`, `realEstate`,
 * `museum`, `ecommerce`, `home`, `catering`, `other`) with the filters in the query; `/news/{id}` is one article.
 */
export const supportRoutes: PageRoute[] = [
  {
    path: '/cases/overview',
    catalogue: 'CasesOverviewPage',
    lazy: () => withApiClient(import('../pages/support/CasesOverviewPage.tsx')),
  },
  {
    path: '/cases/app',
    catalogue: 'CasesAppPage',
    lazy: () => import('../pages/support/CasesAppPage.tsx').then(pageModule),
  },
  {
    path: '/cases/:id',
    catalogue: 'CasesPage',
    lazy: () => withApiClient(import('../pages/support/CasesPage.tsx')),
  },
  {
    path: '/cases',
    catalogue: 'CasesPage',
    lazy: () => withApiClient(import('../pages/support/CasesPage.tsx')),
  },
  {
    path: '/show/:sceneNum',
    catalogue: 'ScenePage',
    lazy: () => withApiClient(import('../pages/support/ScenePage.tsx')),
  },
  {
    path: '/news',
    catalogue: 'NewsPage',
    lazy: () => withApiClient(import('../pages/support/NewsPage.tsx')),
  },
  {
    path: '/news/:id',
    catalogue: 'NewsArticlePage',
    lazy: () => withApiClient(import('../pages/support/NewsArticlePage.tsx')),
  },
  {
    path: '/video-course',
    catalogue: 'VideoCoursePage',
    lazy: () => import('../pages/support/VideoCoursePage.tsx').then(pageModule),
  },
  { path: '/videos', catalogue: 'VideosPage', lazy: () => import('../pages/support/VideosPage.tsx').then(pageModule) },
  {
    path: '/service/down',
    catalogue: 'ServiceDownPage',
    lazy: () => import('../pages/support/ServiceDownPage.tsx').then(pageModule),
  },
  {
    path: '/service/overview',
    catalogue: 'ServiceOverviewPage',
    lazy: () => import('../pages/support/ServiceOverviewPage.tsx').then(pageModule),
  },
  {
    path: '/service/:id/:active?',
    catalogue: 'ServicePage',
    lazy: () => import('../pages/support/ServicePage.tsx').then(pageModule),
  },
];

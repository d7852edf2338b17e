import { pageModule, type PageRoute } from './pageModule.ts';

/*
 * The shell's own routes: sign-in pages and 404 (public), and the account area, cart and payment screens (behind
 * the login; the route guard applies the rules). Each page is its own chunk. Their catalogues (routes/index.tsx):
 * the sign-in pages' and the account area's, each with the error messages; the 404 page has the core only. The
 * checkout's screens, the payment result and an order's page add the shop's own catalogue (`area` on each, as
 * scripts/budgets.mjs reads literals).
 */

/** Public routes of the login pages and the 404 page. */
export const shellRoutes: PageRoute[] = [
  { path: '/login/:page', lazy: () => import('../pages/login/LoginPage.tsx').then(pageModule) },
  {
    path: '/clientlogin',
    lazy: () => import('../pages/login/LoginPage.tsx').then((module) => ({ Component: module.CameraLoginPage })),
  },
  { path: '/404', area: null, lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule) },
];

/** Routes that need a login (spec 2.2-2.4). */
export const protectedRoutes: PageRoute[] = [
  {
    path: '/manage',
    lazy: () => import('../pages/account/AccountArea.tsx').then(pageModule),
    // One chunk per screen (the ids of accountScreens.ts); the area renders the open one beside its side menu.
    children: [
      { index: true },
      {
        path: 'information',
        lazy: () => import('../pages/account/information/InformationScreen.tsx').then(pageModule),
      },
      {
        path: 'scene',
        lazy: () => import('../pages/account/scenes/SceneScreen.tsx').then(pageModule),
        data: () => import('../pages/account/scenes/sceneData.ts'),
      },
      { path: 'device', lazy: () => import('../pages/account/devices/DeviceScreen.tsx').then(pageModule) },
      { path: 'order', lazy: () => import('../pages/account/orders/OrderScreen.tsx').then(pageModule) },
      {
        path: 'order/:orderSn',
        area: ['account', 'shop', 'validation', 'errors'],
        lazy: () => import('../pages/account/orders/OrderDetailScreen.tsx').then(pageModule),
      },
      {
        path: 'consumption',
        lazy: () => import('../pages/account/consumption/ConsumptionScreen.tsx').then(pageModule),
      },
      { path: 'fileDown', lazy: () => import('../pages/account/downloads/FileDownScreen.tsx').then(pageModule) },
      { path: 'appProduct', lazy: () => import('../pages/account/apps/AppProductScreen.tsx').then(pageModule) },
    ],
  },
  {
    path: '/mall/cart',
    area: ['account', 'shop', 'validation', 'errors'],
    lazy: () => import('../pages/mall/CartScreen.tsx').then(pageModule),
  },
  {
    path: '/mall/confirm',
    area: ['account', 'shop', 'validation', 'errors'],
    lazy: () => import('../pages/mall/ConfirmScreen.tsx').then(pageModule),
  },
  {
    path: '/mall/pay',
    area: ['account', 'shop', 'validation', 'errors'],
    lazy: () => import('../pages/mall/PayScreen.tsx').then(pageModule),
  },
  {
    path: '/payrecharge/:cameraId/:childName',
    lazy: () => import('../pages/account/purchase/PayRechargePage.tsx').then(pageModule),
  },
  {
    path: '/privilege/:cameraId/:childName',
    lazy: () => import('../pages/account/purchase/PrivilegePage.tsx').then(pageModule),
  },
  {
    path: '/payresult/:isSuccess/:type',
    area: ['account', 'shop', 'validation', 'errors'],
    lazy: () => import('../pages/mall/PaymentResultPage.tsx').then(pageModule),
  },
];

/** Every path no route matches. */
export const notFoundRoutes: PageRoute[] = [
  { path: '*', area: null, lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule) },
];

import { pageModule, type PageRoute } from './pageModule.ts';

/*
 * The shell's own routes: sign-in pages and 404 (public), and the account area, cart and payment screens (behind
 * the login; the route guard applies the rules). Each page is its own chunk.
 */

/** Public routes of the login pages and the 404 page. */
export const shellRoutes: PageRoute[] = [
  { path: '/login/:page', lazy: () => import('../pages/login/LoginPage.tsx').then(pageModule) },
  {
    path: '/clientlogin',
    lazy: () => import('../pages/login/LoginPage.tsx').then((module) => ({ Component: module.CameraLoginPage })),
  },
  {
    path: '/404',
    lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule),
  },
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
      {
        path: 'device',
        lazy: () => import('../pages/account/devices/DeviceScreen.tsx').then(pageModule),
      },
      {
        path: 'order',
        lazy: () => import('../pages/account/orders/OrderScreen.tsx').then(pageModule),
      },
      {
        path: 'order/:orderSn',
        lazy: () => import('../pages/account/orders/OrderDetailScreen.tsx').then(pageModule),
      },
      {
        path: 'invoice',
        lazy: () => import('../pages/account/invoices/InvoiceScreen.tsx').then(pageModule),
      },
      {
        path: 'consumption',
        lazy: () => import('../pages/account/consumption/ConsumptionScreen.tsx').then(pageModule),
      },
      {
        path: 'fileDown',
        lazy: () => import('../pages/account/downloads/FileDownScreen.tsx').then(pageModule),
      },
      {
        path: 'appProduct',
        lazy: () => import('../pages/account/apps/AppProductScreen.tsx').then(pageModule),
      },
    ],
  },
  {
    path: '/mall/cart',
    lazy: () => import('../pages/shop/CartScreen.tsx').then(pageModule),
  },
  {
    path: '/mall/confirm',
    lazy: () => import('../pages/shop/ConfirmScreen.tsx').then(pageModule),
  },
  {
    path: '/mall/pay',
    lazy: () => import('../pages/shop/PayScreen.tsx').then(pageModule),
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
    lazy: () => import('../pages/shop/PaymentResultPage.tsx').then(pageModule),
  },
];

/** Every path no route matches. */
export const notFoundRoutes: PageRoute[] = [
  { path: '*', lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule) },
];

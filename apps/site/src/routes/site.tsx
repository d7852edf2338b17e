import { pageModule, type PageRoute } from './pageModule.ts';

/*
 * The shell's own routes: sign-in pages and 404 (public), and the account area, cart and payment screens (behind
 * the login; the route guard applies the rules). Each page is its own chunk with its own catalogue.
 */

/** Public routes of the login pages and the 404 page. */
export const shellRoutes: PageRoute[] = [
  { path: '/login/:page', catalogue: 'LoginPage', lazy: () => import('../pages/login/LoginPage.tsx').then(pageModule) },
  {
    path: '/clientlogin',
    catalogue: 'LoginPage',
    lazy: () => import('../pages/login/LoginPage.tsx').then((module) => ({ Component: module.CameraLoginPage })),
  },
  {
    path: '/404',
    catalogue: 'NotFoundPage',
    lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule),
  },
];

/** Routes that need a login (spec 2.2-2.4). */
export const protectedRoutes: PageRoute[] = [
  {
    path: '/manage',
    catalogue: 'AccountArea',
    lazy: () => import('../pages/account/AccountArea.tsx').then(pageModule),
    // One chunk per screen (the ids of accountScreens.ts); the area renders the open one beside its side menu.
    children: [
      { index: true },
      {
        path: 'information',
        catalogue: 'InformationScreen',
        lazy: () => import('../pages/account/information/InformationScreen.tsx').then(pageModule),
      },
      {
        path: 'scene',
        catalogue: 'SceneScreen',
        lazy: () => import('../pages/account/scenes/SceneScreen.tsx').then(pageModule),
        data: () => import('../pages/account/scenes/sceneData.ts'),
      },
      {
        path: 'device',
        catalogue: 'DeviceScreen',
        lazy: () => import('../pages/account/devices/DeviceScreen.tsx').then(pageModule),
      },
      {
        path: 'order',
        catalogue: 'OrderScreen',
        lazy: () => import('../pages/account/orders/OrderScreen.tsx').then(pageModule),
      },
      {
        path: 'order/:orderSn',
        catalogue: 'OrderDetailScreen',
        lazy: () => import('../pages/account/orders/OrderDetailScreen.tsx').then(pageModule),
      },
      {
        path: 'invoice',
        catalogue: 'InvoiceScreen',
        lazy: () => import('../pages/account/invoices/InvoiceScreen.tsx').then(pageModule),
      },
      {
        path: 'consumption',
        catalogue: 'ConsumptionScreen',
        lazy: () => import('../pages/account/consumption/ConsumptionScreen.tsx').then(pageModule),
      },
      {
        path: 'fileDown',
        catalogue: 'FileDownScreen',
        lazy: () => import('../pages/account/downloads/FileDownScreen.tsx').then(pageModule),
      },
      {
        path: 'appProduct',
        catalogue: 'AppProductScreen',
        lazy: () => import('../pages/account/apps/AppProductScreen.tsx').then(pageModule),
      },
    ],
  },
  {
    path: '/mall/cart',
    catalogue: 'CartScreen',
    lazy: () => import('../pages/shop/CartScreen.tsx').then(pageModule),
  },
  {
    path: '/mall/confirm',
    catalogue: 'ConfirmScreen',
    lazy: () => import('../pages/shop/ConfirmScreen.tsx').then(pageModule),
  },
  {
    path: '/mall/pay',
    catalogue: 'PayScreen',
    lazy: () => import('../pages/shop/PayScreen.tsx').then(pageModule),
  },
  {
    path: '/payrecharge/:cameraId/:childName',
    catalogue: 'PayRechargePage',
    lazy: () => import('../pages/account/purchase/PayRechargePage.tsx').then(pageModule),
  },
  {
    path: '/privilege/:cameraId/:childName',
    catalogue: 'PrivilegePage',
    lazy: () => import('../pages/account/purchase/PrivilegePage.tsx').then(pageModule),
  },
  {
    path: '/payresult/:isSuccess/:type',
    catalogue: 'PaymentResultPage',
    lazy: () => import('../pages/shop/PaymentResultPage.tsx').then(pageModule),
  },
];

/** Every path no route matches. */
export const notFoundRoutes: PageRoute[] = [
  { path: '*', catalogue: 'NotFoundPage', lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule) },
];

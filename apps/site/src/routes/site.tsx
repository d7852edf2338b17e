import type { RouteObject } from 'react-router-dom';
import type { PendingScreenHandle } from '../pages/mall/pendingScreens.ts';
import { accountScreenIds } from '../pages/account/accountScreens.ts';
import { pageModule } from './pageModule.ts';

/*
 * The shell's own routes: sign-in pages and 404 (public), and the account area, cart and payment screens (behind
 * the login; the root loader applies the rules). Each page is its own chunk.
 */

/** Public routes of the login pages and the 404 page. */
export const shellRoutes: RouteObject[] = [
  { path: '/login/:page', lazy: () => import('../pages/login/LoginPage.tsx').then(pageModule) },
  {
    path: '/clientlogin',
    lazy: () => import('../pages/login/LoginPage.tsx').then((module) => ({ Component: module.CameraLoginPage })),
  },
  { path: '/404', lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule) },
];

const pendingScreen = () => import('../pages/mall/PendingScreen.tsx').then(pageModule);

function pending(path: string, screen: PendingScreenHandle['pendingScreen']): RouteObject {
  return { path, handle: { pendingScreen: screen } satisfies PendingScreenHandle, lazy: pendingScreen };
}

/** Routes that need a login (spec 2.2-2.4). */
export const protectedRoutes: RouteObject[] = [
  {
    path: '/manage',
    lazy: () => import('../pages/account/AccountArea.tsx').then(pageModule),
    children: [{ index: true }, ...accountScreenIds.map((id) => ({ path: id }))],
  },
  pending('/mall/cart', 'cart'),
  pending('/mall/confirm', 'confirm'),
  pending('/mall/pay', 'pay'),
  pending('/payrecharge/:cameraId/:childName', 'payrecharge'),
  pending('/privilege/:cameraId/:childName', 'privilege'),
  {
    path: '/payresult/:isSuccess/:type',
    lazy: () => import('../pages/mall/PaymentResultPage.tsx').then(pageModule),
  },
];

/** Every path no route matches. */
export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: () => import('../pages/notFound/NotFoundPage.tsx').then(pageModule),
};

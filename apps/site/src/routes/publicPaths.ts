/**
 * Every public page address of spec 2.1-2.3 that a visitor or a search engine can open without signing in, with
 * each parameter spelled out (case industries, support pages, shop products). The build reads it to write the
 * sitemap and to prerender the pages, so it imports nothing: a build script loads it as it is.
 *
 * Left out on purpose: the account area and the cart, confirmation and payment screens (sign-in required), /dev
 * (a developer tool, disallowed in robots.txt), /clientlogin (the camera's sign-in), /404, the payment result and
 * camera top-up addresses (reached only from a payment), and addresses that name one record (/news/{id},
 * /show/{sceneNum}): those come from the data, not from the build.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  // Products and company (2.1)
  '/coreProducts',
  '/kankanMinion',
  '/sxz',
  '/about',
  '/location',
  '/conductSubject',
  '/conductExhibition',
  '/conductHouse',
  '/conductShop',
  '/conductSecury',
  '/distributor',
  // Support (2.1)
  '/service/app/pro',
  '/service/use/pro',
  '/service/qa/pro',
  '/service/clause/pro',
  '/video-course',
  '/login/login',
  '/login/register',
  '/cases/all',
  '/cases/realEstate',
  '/cases/museum',
  '/cases/ecommerce',
  '/cases/home',
  '/cases/catering',
  '/cases/other',
  '/news',
  // Root-level routes (2.2)
  '/videos',
  '/capacity',
  '/product',
  '/eight',
  '/agent',
  '/purchasezhijia',
  '/zhijia',
  '/pricedetail',
  '/purchasetow',
  '/lite',
  '/purchase',
  '/service/down',
  '/service/overview',
  '/cases/overview',
  '/cases/app',
  // Shop (2.3)
  '/mall/kankanPro',
  '/mall/kankanMinion',
  '/mall/zhijia',
  '/mall/cloudCapacity',
  '/mall/member',
  '/mall/introduce/pro',
  '/mall/introduce/lite',
  '/mall/introduce/minion',
  '/mall/introduce/zhijia',
  '/mall/introtow/pro',
  '/mall/introtow/lite',
  '/mall/introtow/minion',
  '/mall/introtow/zhijia',
];

/** Paths no crawler should index: the account area, the API and the developer tool. */
export const DISALLOWED_PATHS: readonly string[] = ['/manage', '/api', '/dev'];

/** The languages every public page is published in, each reachable through `?lang=`. */
export const PAGE_LOCALES = ['zh', 'en'] as const;

/**
 * The site's public origin for absolute addresses (sitemap, canonical links): `SITE_URL` at build time, else the
 * address `npm start` serves on.
 */
export function siteOrigin(env: Record<string, string | undefined>): string {
  return (env['SITE_URL'] ?? 'http://localhost:4000').replace(/\/+$/, '');
}

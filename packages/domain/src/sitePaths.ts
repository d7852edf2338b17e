/**
 * The addresses the site has a page for (its route table, apps/site/src/routes), as plain patterns: `:name` is one
 * segment, `:name?` an optional last one. The server answers any other address with the not-found page and HTTP 404;
 * a test of the site keeps this list and the route table the same.
 */
export const SITE_ROUTE_PATTERNS: readonly string[] = [
  '/',
  // Products, company and industries
  '/coreProducts',
  '/purchase',
  '/eight',
  '/product',
  '/purchasetow',
  '/lite',
  '/kankanMinion',
  '/purchasezhijia',
  '/zhijia',
  '/sxz',
  '/about',
  '/location',
  '/conductHouse',
  '/conductExhibition',
  '/conductShop',
  '/conductSubject',
  '/conductSecury',
  // Shop
  '/mall/kankanPro',
  '/mall/kankanMinion',
  '/mall/zhijia',
  '/mall/introduce/:id',
  '/mall/introtow/:id',
  '/mall/cloudCapacity',
  '/mall/member',
  '/mall/cart',
  '/mall/confirm',
  '/mall/pay',
  '/pricedetail',
  '/capacity',
  '/distributor',
  '/agent',
  '/dev',
  // Support, cases, news, scenes
  '/cases/overview',
  '/cases/app',
  '/cases/:id',
  '/cases',
  '/show/:sceneNum',
  '/news',
  '/news/:id',
  '/video-course',
  '/videos',
  '/service/down',
  '/service/overview',
  '/service/:id/:active?',
  // Sign-in
  '/login/:page',
  '/clientlogin',
  // Account area, payment
  '/manage',
  '/manage/information',
  '/manage/scene',
  '/manage/device',
  '/manage/order',
  '/manage/order/:orderSn',
  '/manage/invoice',
  '/manage/consumption',
  '/manage/fileDown',
  '/manage/appProduct',
  '/payrecharge/:cameraId/:childName',
  '/privilege/:cameraId/:childName',
  '/payresult/:isSuccess/:type',
];

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/').filter(Boolean);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return false;
  return segments.every((segment, index) => {
    const part = parts[index] ?? '';
    return part.startsWith(':') ? segment !== '' : part === segment;
  });
}

/** Whether the site has a page at `pathname` (a trailing slash is the same address). */
export function isSitePath(pathname: string): boolean {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false;
  }
  return SITE_ROUTE_PATTERNS.some((pattern) => matches(pattern, segments));
}

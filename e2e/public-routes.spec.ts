/**
 * Every public route of spec 2.1-2.3 renders in both languages with a main heading, zero axe violations and no
 * console errors.
 */
import { expect, expectNoAxeViolations, test } from './support.ts';

export const publicRoutes = [
  '/',
  '/coreProducts',
  '/purchase',
  '/eight',
  '/product',
  '/purchasetow',
  '/kankanMinion',
  '/purchasezhijia',
  '/zhijia',
  '/sxz',
  '/about',
  '/location',
  '/conductSubject',
  '/conductExhibition',
  '/conductHouse',
  '/conductShop',
  '/conductSecury',
  '/distributor',
  '/agent',
  '/service/app/pro',
  '/service/use/pro',
  '/service/qa/pro',
  '/service/clause/pro',
  '/service/down',
  '/service/overview',
  '/video-course',
  '/videos',
  '/cases/all',
  '/cases/overview',
  '/cases/app',
  '/news',
  '/pricedetail',
  '/capacity',
  '/dev',
  '/login/login',
  '/login/register',
  '/clientlogin',
  '/404',
  '/mall/kankanPro',
  '/mall/kankanMinion',
  '/mall/zhijia',
  '/mall/cloudCapacity',
  '/mall/member',
] as const;

for (const locale of ['zh', 'en'] as const) {
  test.describe(`public routes in ${locale}`, () => {
    test.use({ locale: locale === 'zh' ? 'zh-CN' : 'en-US' });

    for (const route of publicRoutes) {
      test(`${route} renders (${locale})`, async ({ page, consoleErrors }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { FooterLink, HeaderMenuEntry } from '@kankan/ui';
import { AI_DESIGN_MENU_ID } from '@kankan/ui';

/**
 * The header's menus: every public page of spec 2.1, 2.2 and 2.3 that a visitor starts from (aliases such as
 * /eight or /zhijia are reached from their pages). The AI interior design entry is dropped in English by the header.
 */
export function useHeaderMenu(): HeaderMenuEntry[] {
  const { t } = useLingui();
  // The same array while the language stays: the header's boundary must not see new props after hydration.
  return useMemo(
    () => [
      {
        id: 'products',
        label: t`Products`,
        items: [
          { id: 'coreProducts', label: t`All products`, href: '/coreProducts' },
          { id: 'pro', label: t`KanKan Pro 8-lens camera`, href: '/purchase' },
          { id: 'lite', label: t`KanKan Lite 2-lens camera`, href: '/purchasetow' },
          { id: 'minion', label: t`KanKan Minion camera`, href: '/kankanMinion' },
          { id: 'tripod', label: t`Tripod set`, href: '/purchasezhijia' },
          { id: 'mall', label: t`Online shop`, href: '/mall/kankanPro' },
        ],
      },
      {
        id: 'solutions',
        label: t`Solutions`,
        items: [
          { id: 'realEstate', label: t`Real estate`, href: '/conductHouse' },
          { id: 'museum', label: t`Museums and exhibitions`, href: '/conductExhibition' },
          { id: 'ecommerce', label: t`E-commerce`, href: '/conductShop' },
          { id: 'home', label: t`Home design`, href: '/conductSubject' },
          { id: 'catering', label: t`Catering`, href: '/conductSecury' },
          { id: AI_DESIGN_MENU_ID, label: t`AI interior design`, href: '/sxz' },
        ],
      },
      {
        id: 'cases',
        label: t`Cases`,
        items: [
          { id: 'casesAll', label: t`All cases`, href: '/cases/all' },
          { id: 'casesOverview', label: t`Case overview`, href: '/cases/overview' },
          { id: 'casesApp', label: t`Cases in the app`, href: '/cases/app' },
        ],
      },
      {
        id: 'cloud',
        // One short word: the English header has the room of the Chinese one (its drop-down names the pages).
        label: t`Cloud`,
        items: [
          { id: 'pricing', label: t`Cloud capacity pricing`, href: '/pricedetail' },
          { id: 'capacity', label: t`Cloud capacity`, href: '/capacity' },
          { id: 'cloudCapacity', label: t`Buy cloud capacity`, href: '/mall/cloudCapacity' },
          { id: 'member', label: t`Member benefits`, href: '/mall/member' },
        ],
      },
      {
        id: 'support',
        label: t`Support`,
        items: [
          { id: 'serviceOverview', label: t`Support overview`, href: '/service/overview' },
          { id: 'appDownload', label: t`App download`, href: '/service/app/pro' },
          { id: 'userGuide', label: t`User tutorials`, href: '/service/use/pro' },
          { id: 'faq', label: t`Questions and answers`, href: '/service/qa/pro' },
          { id: 'warranty', label: t`Warranty and terms`, href: '/service/clause/pro' },
          { id: 'videoCourse', label: t`Video tutorials`, href: '/video-course' },
          { id: 'downloads', label: t`Downloads`, href: '/service/down' },
          { id: 'developers', label: t`Developers`, href: '/dev' },
        ],
      },
      {
        id: 'company',
        label: t`About`,
        items: [
          { id: 'about', label: t`About us`, href: '/about' },
          { id: 'technology', label: t`Core technology`, href: '/location' },
          { id: 'news', label: t`News`, href: '/news' },
          { id: 'distributor', label: t`Distributors`, href: '/distributor' },
          { id: 'agent', label: t`Apply to be a distributor`, href: '/agent' },
        ],
      },
    ],
    [t],
  );
}

/** The id of the menu entry whose page is open, if any. */
export function currentMenuId(menu: readonly HeaderMenuEntry[], pathname: string): string | undefined {
  for (const entry of menu) {
    if (entry.href === pathname) return entry.id;
    const item = entry.items?.find((link) => link.href === pathname);
    if (item) return item.id;
  }
  return undefined;
}

/** The footer's industry links (spec 2.5). */
export function useFooterIndustries(): FooterLink[] {
  const { t } = useLingui();
  return [
    { id: 'realEstate', label: t`Real estate`, href: '/conductHouse' },
    { id: 'museum', label: t`Museums and exhibitions`, href: '/conductExhibition' },
    { id: 'ecommerce', label: t`E-commerce`, href: '/conductShop' },
    { id: 'home', label: t`Home design`, href: '/conductSubject' },
    { id: 'catering', label: t`Catering`, href: '/conductSecury' },
  ];
}

export const footerHrefs = { about: '/about', news: '/news', distributor: '/distributor', cases: '/cases/all' };

import { useLingui } from '@lingui/react/macro';
import { isSupportedLocale, type BrandConfig, type SupportedLocale } from '@kankan/domain';
import {
  DemoBanner,
  type HeaderMenuEntry,
  isExternalHref,
  LinkComponentProvider,
  SiteFooter,
  SiteHeaderSkeleton,
  useHydrated,
  whenIdle,
} from '@kankan/ui';
import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { I18nProvider as AriaI18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { markPageWorks, pageWorks } from '../app/pageTiming.ts';
import { preparePage } from '../app/preparePage.ts';
import { useSession, useSite } from '../app/SiteContext.tsx';
import { LOGIN_PATH } from '../rules/routeRules.ts';
import { useScrollOnRouteChange } from '../rules/scroll.ts';
import { setCartCount } from '../session/cartCount.ts';
import { SessionData } from '../session/SessionData.tsx';
import * as styles from './RootLayout.css.ts';
import type * as ShellParts from './shellParts.ts';
import { siteLink } from './SiteLink.tsx';
import { currentMenuId, footerHrefs, useFooterIndustries, useHeaderMenu } from './siteMenu.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The customer-message panel (spec 2.5), loaded after the page: it is not part of any page's first paint. */
const CustomerMessage = lazy(() =>
  import('../pages/services/CustomerMessage.tsx').then((module) => ({ default: module.CustomerMessage })),
);

/**
 * The shell's parts (header, toasts, loading overlay: `shellParts.ts`), one load for the three, at the first idle
 * moment once the page works (`pageWorks`), since no page needs their code to show; the prerender (no window) renders
 * them in place. Until they are in, a prerendered page keeps its header's markup (React leaves a server-rendered
 * Suspense boundary as it is while its code loads) and a page drawn in the browser shows `SiteHeaderSkeleton`. A failed
 * load is tried again on the next render that needs it. Stories of framed screens await it before they render.
 */
let shellPartsLoading: Promise<typeof ShellParts> | undefined;
export function loadShellParts() {
  if (shellPartsLoading) return shellPartsLoading;
  // After the page works, not merely at an idle moment: a slow hydration has idle moments too (and the idle wait a
  // time limit), and the parts' code would then compete with the page's own.
  const ready =
    typeof window === 'undefined'
      ? Promise.resolve()
      : pageWorks().then(() => new Promise<void>((resolve) => whenIdle(resolve)));
  shellPartsLoading = ready
    .then(() => import('./shellParts.ts'))
    .catch((error: unknown) => {
      shellPartsLoading = undefined;
      throw error;
    });
  return shellPartsLoading;
}

/** Mounted once the shell's parts have rendered (it sits in their Suspense boundary). */
function ShellReady({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}
const ShellHeader = lazy(() => loadShellParts().then((parts) => ({ default: parts.ShellHeader })));
const ToastRegion = lazy(() => loadShellParts().then((parts) => ({ default: parts.ToastRegion })));
const LoadingOverlay = lazy(() => loadShellParts().then((parts) => ({ default: parts.LoadingOverlay })));

/**
 * The header's Suspense boundary, memoized with props that stay the same while the page hydrates (the session's
 * user and cart count the header reads itself). An update reaching a prerendered boundary whose code is still
 * loading makes React drop its markup for the fallback: the header's links would vanish into the skeleton until the
 * shell's parts load.
 */
const HeaderSlot = memo(function HeaderSlot({
  menu,
  currentId,
  onLogout,
  brand,
}: {
  menu: readonly HeaderMenuEntry[];
  currentId: string | undefined;
  onLogout: () => Promise<void>;
  brand: BrandConfig;
}) {
  return (
    <Suspense fallback={<SiteHeaderSkeleton homeHref="/" brand={brand} />}>
      <ShellHeader menu={menu} currentId={currentId} onLogout={onLogout} />
    </Suspense>
  );
});

/** The router's href for a site path; other sites' addresses stay as they are (react-router would resolve them). */
function useLinkHref(href: string): string {
  const resolved = useHref(href);
  return isExternalHref(href) ? href : resolved;
}

/** The copyright year: the build's, so a prerendered page and its hydration agree. */
const YEAR = __BUILD_YEAR__;

/** react-aria's locale for the site's language: its built-in strings and formats follow the site, not the browser. */
const ariaLocales: Record<SupportedLocale, string> = { zh: 'zh-CN', en: 'en-US' };

/** Whether the address is the scene viewer as the embed code frames it (`/show/{sceneNum}?embed=1`). */
export function isEmbeddedViewer(pathname: string, search: string): boolean {
  return /^\/show\/[^/]+\/?$/.test(pathname) && new URLSearchParams(search).get('embed') === '1';
}

/**
 * The root layout of every page: header, the page (`children`), footer (not on the login pages), toasts and the
 * loading overlay; react-aria links navigate through the router, and its components speak the site's language.
 */
/** The id of the page's content, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1), the page's first stop for Tab. Focus moves by script rather than by the
 * address's fragment, which would count as a route change and scroll the page to its top.
 */
function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {label}
    </a>
  );
}

export function RootLayout({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const site = useSite();
  const session = useSession();
  const menu = useHeaderMenu();
  const industries = useFooterIndustries();
  const hydrated = useHydrated();
  const [shellReady, setShellReady] = useState(false);
  // The layout's own flips (the shell's parts in, the first idle moment) render as transitions, in slices: nothing
  // waits on them.
  const onShellReady = useCallback(() => startTransition(() => setShellReady(true)), []);
  // Stable, so react-aria's router context does not change when the layout re-renders: a change reaching a
  // prerendered Suspense boundary whose code is still loading (the header, the case filters) would make React drop
  // its markup for the fallback.
  // Both start what the page opened needs (preparePage) before the router renders it.
  const ariaNavigate = useCallback(
    (to: string, options: NavigateOptions | undefined) => {
      preparePage(site, to);
      void navigate(to, options);
    },
    [navigate, site],
  );
  const linkComponent = useMemo(() => siteLink((href) => preparePage(site, href)), [site]);
  // The first idle moment after the page has loaded, when what no first paint needs may load.
  const [settled, setSettled] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setSettled(true))), []);
  useScrollOnRouteChange();

  const locale: SupportedLocale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  const logOut = useCallback(async () => {
    await site.logOut();
    await navigate(LOGIN_PATH);
  }, [site, navigate]);
  const onLoginPage = pathname.startsWith('/login/');
  // Visitors and customers can leave a message on the public pages; the account area and sign-in have their own help.
  // Not part of a prerendered page: it loads once the page is live (hydrated, the shell's parts in) and the browser
  // is idle.
  // The scene viewer framed on another site (the share dialog's embed code) shows the scene alone, without the
  // site's header, footer, banner or message panel.
  const embedded = isEmbeddedViewer(pathname, search);
  const showsMessagePanel =
    hydrated && shellReady && settled && !onLoginPage && !embedded && !pathname.startsWith('/manage');
  // Once hydrated, with the shell's parts in, the page is live: its prerendered markup has been taken over (its forms
  // take input, the header's menus open). The page says so by dropping the mark the prerender put on <html>; end-to-end
  // tests wait for that before they act.
  useEffect(() => {
    if (!hydrated || !shellReady) return;
    delete document.documentElement.dataset['prerendered'];
  }, [hydrated, shellReady]);
  // When the page first works (hydrated, or drawn here).
  useEffect(() => {
    if (hydrated) markPageWorks();
  }, [hydrated]);

  return (
    <AriaI18nProvider locale={ariaLocales[locale]}>
      <AriaRouterProvider navigate={ariaNavigate} useHref={useLinkHref}>
        <LinkComponentProvider linkComponent={linkComponent}>
          <div className={styles.page}>
            {embedded ? null : <SkipLink label={t`Skip to main content`} />}
            {/* The server marks a demo's pages with a meta tag (not a script: the content policy stays strict). */}
            {embedded ? null : (
              <div className={styles.demoOnly}>
                <DemoBanner mailboxHref="/dev/mailbox" />
              </div>
            )}
            {embedded ? null : (
              <HeaderSlot menu={menu} currentId={currentMenuId(menu, pathname)} onLogout={logOut} brand={site.brand} />
            )}
            <div id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
              {children}
            </div>
            {onLoginPage || embedded ? null : (
              <SiteFooter industries={industries} hrefs={footerHrefs} year={YEAR} brand={site.brand} />
            )}
          </div>
          {showsMessagePanel ? (
            <Suspense fallback={null}>
              <CustomerMessage />
            </Suspense>
          ) : null}
          {session.token ? <SessionData onCartCount={setCartCount} /> : null}
          <Suspense fallback={null}>
            <ToastRegion />
            <LoadingOverlay />
            <ShellReady onReady={onShellReady} />
          </Suspense>
        </LinkComponentProvider>
      </AriaRouterProvider>
    </AriaI18nProvider>
  );
}

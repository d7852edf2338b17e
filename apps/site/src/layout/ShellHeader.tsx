import { useLingui } from '@lingui/react/macro';
import { cartTarget, isSupportedLocale, type SupportedLocale } from '@kankan/domain';
import { switchLocale } from '@kankan/i18n';
import { SiteHeader, useHydrated, type HeaderMenuEntry } from '@kankan/ui';
import { useSession, useSite } from '../app/SiteContext.tsx';
import { useLocation } from 'react-router';
import { LOGIN_PATH, loginPathFrom, REGISTER_PATH } from '../rules/routeRules.ts';
import { useCartCount } from '../session/cartCount.ts';

/** A language switch reloads the page in the chosen language. */
const switchLanguage = (next: SupportedLocale) => switchLocale(next);

export interface ShellHeaderProps {
  menu: readonly HeaderMenuEntry[];
  currentId: string | undefined;
  onLogout: () => Promise<void>;
}

/**
 * The site's header: `SiteHeader` with the session's user, account link and cart count, which it reads itself
 * (stores it subscribes to once mounted), so the layout passes it only props that stay the same while the page
 * hydrates.
 */
export function ShellHeader({ menu, currentId, onLogout }: ShellHeaderProps) {
  const { i18n } = useLingui();
  const site = useSite();
  const session = useSession();
  const cartCount = useCartCount();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  // Login and register remember the page they were opened from, which a login returns to (spec 2.1); on the login
  // pages they keep the page remembered already. The query joins once hydrated: a prerendered header has none.
  const query = hydrated ? search : '';
  const loginHref = pathname.startsWith('/login/') ? `${LOGIN_PATH}${query}` : loginPathFrom(`${pathname}${query}`);
  const registerHref = `${REGISTER_PATH}${loginHref.slice(LOGIN_PATH.length)}`;
  const locale: SupportedLocale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  const cart = cartTarget(locale, site.brand);
  const user =
    session.token && (session.info || session.name)
      ? {
          name: session.info?.userName ?? session.name ?? '',
          incrementNum: session.info?.incrementNum ?? 0,
          ...(session.info?.head ? { avatarUrl: session.info.head } : {}),
        }
      : null;
  return (
    <SiteHeader
      menu={menu}
      {...(currentId ? { currentId } : {})}
      homeHref="/"
      loginHref={loginHref}
      registerHref={registerHref}
      accountHref={session.deviceLogin ? '/manage/scene' : '/manage/information'}
      cartHref={cart.kind === 'internal' ? cart.path : cart.url}
      cartIsExternal={cart.kind === 'external'}
      cartCount={session.token ? cartCount : 0}
      user={user}
      brand={site.brand}
      onSwitchLanguage={switchLanguage}
      onLogout={onLogout}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  brandName,
  cartBadgeText,
  defaultBrand,
  isSupportedLocale,
  type BrandConfig,
  type SupportedLocale,
} from '@kankan/domain';
import { useState } from 'react';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { RouterAnchor } from '../../components/Link/RouterAnchor.tsx';
import { CartIcon, ChevronDownIcon, LanguageIcon } from '../../icons/shellIcons.tsx';
import { invertedSurface } from '../../tokens/index.ts';
import { LogoutConfirmDialog } from '../MessageDialog/MessageDialog.tsx';
import { HeaderMenuButton } from './HeaderMenus.tsx';
import { headerMenuFor, languageName, type HeaderMenuEntry } from './menuModel.ts';
import { LogoMark } from './LogoMark.tsx';
import * as styles from './SiteHeader.css.ts';

/** The logged-in user as the header shows them. */
export interface HeaderUser {
  name: string;
  /** Avatar picture URL; initials without it. */
  avatarUrl?: string;
  /** Number of memberships (user info `incrementNum`); above 0 the avatar carries the member mark. */
  incrementNum: number;
}

export interface SiteHeaderProps {
  /** Menus and their drop-downs, labelled in the page's language; the site owns the routes. */
  menu: readonly HeaderMenuEntry[];
  /** Id of the entry (top-level or in a drop-down) of the current page. */
  currentId?: string;
  homeHref: string;
  loginHref: string;
  registerHref: string;
  /** "My account" in the user menu. */
  accountHref: string;
  /** The cart: /mall/cart in Chinese, the external marketplace in English (`cartTarget` of @kankan/domain). */
  cartHref: string;
  /** Opens the cart link in a new tab (the English marketplace). */
  cartIsExternal?: boolean;
  /** Items in the cart; the badge shows at most 99+. */
  cartCount: number;
  /** The logged-in user; `null` or absent when logged out. */
  user?: HeaderUser | null;
  /** The user chose another language. */
  onSwitchLanguage: (locale: SupportedLocale) => void;
  /** Called after the user confirmed "Log out?". A returned promise keeps the confirmation pending. */
  onLogout: () => unknown;
  /** `dark` over dark product heroes. */
  background?: 'light' | 'dark';
  brand?: BrandConfig;
}

/**
 * The site header (spec 2.6): logo, menus with drop-downs, language switch, cart with its count, and either the
 * Login / Register links or the user's avatar menu (My account, Log out; log-out asks first).
 */
export function SiteHeader({
  menu,
  currentId,
  homeHref,
  loginHref,
  registerHref,
  accountHref,
  cartHref,
  cartIsExternal = false,
  cartCount,
  user,
  onSwitchLanguage,
  onLogout,
  background = 'light',
  brand = defaultBrand,
}: SiteHeaderProps) {
  const { t, i18n } = useLingui();
  const locale: SupportedLocale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const entries = headerMenuFor(menu, locale);
  const badge = cartBadgeText(cartCount);
  const name = brandName(locale, brand);
  const currentLanguage = languageName(locale);
  const userName = user?.name ?? '';

  return (
    <header className={background === 'dark' ? `${styles.header} ${invertedSurface}` : styles.header}>
      <div className={styles.inner}>
        <RouterAnchor href={homeHref} className={styles.logo} aria-label={t`${name} home`}>
          <LogoMark />
          <span className={styles.logoText}>{name}</span>
        </RouterAnchor>
        <nav className={styles.nav} aria-label={t`Main menu`}>
          <ul className={styles.navList}>
            {entries.map((entry) => {
              const isCurrent = entry.id === currentId || (entry.items?.some((item) => item.id === currentId) ?? false);
              return (
                <li key={entry.id}>
                  {entry.items ? (
                    <HeaderMenuButton
                      button={{
                        className: styles.navLink,
                        ...(isCurrent ? { 'data-current': true } : {}),
                        children: (
                          <>
                            {entry.label}
                            <ChevronDownIcon size="small" className={styles.chevron} />
                          </>
                        ),
                      }}
                      dropdown={{ kind: 'links', items: entry.items }}
                    />
                  ) : (
                    <RouterAnchor
                      href={entry.href}
                      className={styles.navLink}
                      aria-current={isCurrent ? 'page' : undefined}
                    >
                      {entry.label}
                    </RouterAnchor>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <HeaderMenuButton
            button={{
              className: styles.navLink,
              'aria-label': t`Language: ${currentLanguage}`,
              children: (
                <>
                  <LanguageIcon size="small" />
                  {currentLanguage}
                </>
              ),
            }}
            dropdown={{ kind: 'language', locale, onSwitchLanguage }}
          />
          <RouterAnchor
            href={cartHref}
            className={styles.cart}
            aria-label={badge ? t`Cart, ${badge} items` : t`Cart`}
            {...(cartIsExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <CartIcon />
            {badge ? (
              <span className={styles.cartCount} aria-hidden="true">
                {badge}
              </span>
            ) : null}
          </RouterAnchor>
          {user ? (
            <span className={styles.user}>
              {/* The avatar is decoration here: the button after it carries the name (and "member"). */}
              <span className={styles.avatarWrap} aria-hidden="true">
                <Avatar
                  name={user.name}
                  src={user.avatarUrl}
                  size="small"
                  memberLabel={user.incrementNum > 0 ? t`Member` : undefined}
                />
              </span>
              <HeaderMenuButton
                button={{
                  className: styles.navLink,
                  'aria-label':
                    user.incrementNum > 0 ? t`${userName}, member: account menu` : t`${userName}: account menu`,
                  children: (
                    <>
                      <span className={styles.userName}>{user.name}</span>
                      <ChevronDownIcon size="small" className={styles.chevron} />
                    </>
                  ),
                }}
                dropdown={{
                  kind: 'account',
                  accountHref,
                  labels: { account: t`My account`, logout: t`Log out` },
                  onChooseLogout: () => setConfirmingLogout(true),
                }}
              />
            </span>
          ) : (
            <>
              <RouterAnchor href={loginHref} className={styles.navLink}>
                {t`Log in`}
              </RouterAnchor>
              <RouterAnchor href={registerHref} className={styles.register}>
                {t`Register`}
              </RouterAnchor>
            </>
          )}
        </div>
      </div>
      <LogoutConfirmDialog isOpen={confirmingLogout} onOpenChange={setConfirmingLogout} onConfirm={onLogout} />
    </header>
  );
}

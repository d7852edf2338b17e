import { useLingui } from '@lingui/react/macro';
import {
  brandName,
  cartBadgeText,
  defaultBrand,
  isSupportedLocale,
  SUPPORTED_LOCALES,
  type BrandConfig,
  type SupportedLocale,
} from '@kankan/domain';
import { useState } from 'react';
import { Button as AriaButton, Link, type Key } from 'react-aria-components';
import { Avatar } from '../../components/Avatar/Avatar.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { CartIcon, ChevronDownIcon, LanguageIcon, LogoutIcon, UserIcon } from '../../icons/index.ts';
import { invertedSurface } from '../../tokens/index.ts';
import { LogoutConfirmDialog } from '../MessageDialog/MessageDialog.tsx';
import { headerMenuFor, type HeaderMenuEntry } from './menuModel.ts';
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
  tone?: 'light' | 'dark';
  brand?: BrandConfig;
}

function languageName(locale: SupportedLocale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/** The logo's mark: a lens inside a scanned cube. */
function LogoMark() {
  return (
    <svg viewBox="0 0 28 28" className={styles.logoMark} aria-hidden="true" focusable="false">
      <path className={styles.logoMarkBody} d="M14 1.5 25.5 8v12L14 26.5 2.5 20V8z" />
      <path
        className={styles.logoMarkLine}
        d="M14 13.5 25 7.8M14 13.5 3 7.8M14 13.5V26"
        fill="none"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <circle className={styles.logoMarkLine} cx="14" cy="13.5" r="3.4" fill="none" strokeWidth="1.6" />
    </svg>
  );
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
  tone = 'light',
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

  const onUserAction = (key: Key) => {
    if (key === 'logout') setConfirmingLogout(true);
  };

  return (
    <header className={tone === 'dark' ? `${styles.header} ${invertedSurface}` : styles.header}>
      <div className={styles.inner}>
        <Link href={homeHref} className={styles.logo} aria-label={t`${name} home`}>
          <LogoMark />
          <span>{name}</span>
        </Link>
        <nav className={styles.nav} aria-label={t`Main menu`}>
          <ul className={styles.navList}>
            {entries.map((entry) => {
              const isCurrent = entry.id === currentId || (entry.items?.some((item) => item.id === currentId) ?? false);
              return (
                <li key={entry.id}>
                  {entry.items ? (
                    <MenuTrigger>
                      <AriaButton className={styles.navLink} data-current={isCurrent || undefined}>
                        {entry.label}
                        <ChevronDownIcon size="small" className={styles.chevron} />
                      </AriaButton>
                      <Menu items={entry.items}>
                        {(item) => (
                          <MenuItem id={item.id} href={item.href} textValue={item.label}>
                            {item.label}
                          </MenuItem>
                        )}
                      </Menu>
                    </MenuTrigger>
                  ) : (
                    <Link href={entry.href} className={styles.navLink} aria-current={isCurrent ? 'page' : undefined}>
                      {entry.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <MenuTrigger>
            <AriaButton className={styles.navLink} aria-label={t`Language: ${currentLanguage}`}>
              <LanguageIcon size="small" />
              {currentLanguage}
            </AriaButton>
            <Menu
              placement="bottom end"
              selectionMode="single"
              selectedKeys={[locale]}
              onAction={(key) => {
                if (isSupportedLocale(key) && key !== locale) onSwitchLanguage(key);
              }}
            >
              {SUPPORTED_LOCALES.map((code) => (
                <MenuItem key={code} id={code} textValue={languageName(code)}>
                  {languageName(code)}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
          <Link
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
          </Link>
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
              <MenuTrigger>
                <AriaButton
                  className={styles.navLink}
                  aria-label={
                    user.incrementNum > 0 ? t`${userName}, member: account menu` : t`${userName}: account menu`
                  }
                >
                  <span className={styles.userName}>{user.name}</span>
                  <ChevronDownIcon size="small" className={styles.chevron} />
                </AriaButton>
                <Menu placement="bottom end" onAction={onUserAction}>
                  <MenuItem id="account" href={accountHref} icon={<UserIcon size="small" />}>
                    {t`My account`}
                  </MenuItem>
                  <MenuSeparator />
                  <MenuItem id="logout" tone="critical" icon={<LogoutIcon size="small" />}>
                    {t`Log out`}
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            </span>
          ) : (
            <>
              <Link href={loginHref} className={styles.navLink}>
                {t`Log in`}
              </Link>
              <Link href={registerHref} className={styles.register}>
                {t`Register`}
              </Link>
            </>
          )}
        </div>
      </div>
      <LogoutConfirmDialog isOpen={confirmingLogout} onOpenChange={setConfirmingLogout} onConfirm={onLogout} />
    </header>
  );
}

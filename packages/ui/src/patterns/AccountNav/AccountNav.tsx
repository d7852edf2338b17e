import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { CameraIcon, EditIcon, LogoutIcon, SceneIcon, UserIcon } from '../../icons/icons.tsx';
import { Icon } from '../../icons/Icon.tsx';
import * as styles from './AccountNav.css.ts';

export const accountNavItems = ['information', 'scene', 'device', 'order', 'consumption', 'password'] as const;
export type AccountNavItem = (typeof accountNavItems)[number];

/** The only areas a device (camera-account) login may use (spec 2.6, 6). */
export const deviceLoginItems: readonly AccountNavItem[] = ['scene', 'consumption'];

export interface AccountNavProps {
  /** Where each item goes; the site owns the routes (e.g. /manage/information … and the password-change anchor). */
  hrefs: Record<AccountNavItem, string>;
  /** The item of the current page, marked `aria-current="page"`. */
  current?: AccountNavItem;
  /** A device login sees only scene management and consumption records. */
  isDeviceLogin?: boolean;
  /**
   * Called when Log out is pressed. The caller asks first (`LogoutConfirmDialog`), so a screen that shows the menu
   * need not load the dialog before it is wanted.
   */
  onLogoutPress: () => void;
}

/** Which items a user sees: all, or only the device-login areas. */
export function visibleAccountNavItems(isDeviceLogin: boolean): AccountNavItem[] {
  return accountNavItems.filter((item) => !isDeviceLogin || deviceLoginItems.includes(item));
}

function OrderIcon() {
  return (
    <Icon size="small">
      <path d="M5 3.5h10v13H5z M7.5 7h5 M7.5 10h5 M7.5 13h3" />
    </Icon>
  );
}

function RecordIcon() {
  return (
    <Icon size="small">
      <path d="M10 3.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13z M10 6.5V10l2.5 1.5" />
    </Icon>
  );
}

/**
 * The side menu of the account area (spec 2.4): account info, scene management, my cameras, my orders,
 * consumption records, change password and log out (the caller asks first).
 */
export function AccountNav({ hrefs, current, isDeviceLogin = false, onLogoutPress }: AccountNavProps) {
  const { t } = useLingui();
  const entries: Record<AccountNavItem, { label: string; icon: ReactNode }> = {
    information: { label: t`Account info`, icon: <UserIcon size="small" /> },
    scene: { label: t`Scene management`, icon: <SceneIcon size="small" /> },
    device: { label: t`My cameras`, icon: <CameraIcon size="small" /> },
    order: { label: t`My orders`, icon: <OrderIcon /> },
    consumption: { label: t`Consumption records`, icon: <RecordIcon /> },
    password: { label: t`Change password`, icon: <EditIcon size="small" /> },
  };
  return (
    <nav className={styles.nav} aria-label={t`Account menu`}>
      <ul className={styles.list}>
        {visibleAccountNavItems(isDeviceLogin).map((id) => (
          <li key={id}>
            <Link href={hrefs[id]} className={styles.item} aria-current={id === current ? 'page' : undefined}>
              <span className={styles.icon}>{entries[id].icon}</span>
              {entries[id].label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.separator} role="presentation" />
      <div className={styles.list}>
        <AriaButton className={styles.logout} onPress={onLogoutPress}>
          <span className={styles.icon}>
            <LogoutIcon size="small" />
          </span>
          {t`Log out`}
        </AriaButton>
      </div>
    </nav>
  );
}

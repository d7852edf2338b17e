import { isSupportedLocale, SUPPORTED_LOCALES, type SupportedLocale } from '@kankan/domain';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { LogoutIcon, UserIcon } from '../../icons/icons.tsx';
import { languageName, type HeaderLink } from './menuModel.ts';

/** The trigger button's look, name and content. */
export interface TriggerButtonProps {
  className: string;
  'aria-label'?: string;
  'data-current'?: true;
  children: ReactNode;
}

/** The drop-downs of the header. */
export type HeaderDropdown =
  | { kind: 'links'; items: readonly HeaderLink[] }
  | { kind: 'language'; locale: SupportedLocale; onSwitchLanguage: (locale: SupportedLocale) => void }
  | {
      kind: 'account';
      accountHref: string;
      /** "My account" and "Log out", in the page's language. */
      labels: { account: string; logout: string };
      /** The user chose "Log out" (the header asks first). */
      onChooseLogout: () => void;
    };

export interface HeaderMenuButtonProps {
  button: TriggerButtonProps;
  dropdown: HeaderDropdown;
}

function DropdownMenu({ dropdown }: { dropdown: HeaderDropdown }) {
  switch (dropdown.kind) {
    case 'links':
      return (
        <Menu items={dropdown.items}>
          {(item) => (
            <MenuItem id={item.id} href={item.href} textValue={item.label}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      );
    case 'language': {
      const { locale, onSwitchLanguage } = dropdown;
      return (
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
      );
    }
    case 'account':
      return (
        <Menu
          placement="bottom end"
          onAction={(key) => {
            if (key === 'logout') dropdown.onChooseLogout();
          }}
        >
          <MenuItem id="account" href={dropdown.accountHref} icon={<UserIcon size="small" />}>
            {dropdown.labels.account}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" tone="critical" icon={<LogoutIcon size="small" />}>
            {dropdown.labels.logout}
          </MenuItem>
        </Menu>
      );
  }
}

/**
 * A header drop-down: its trigger and its menu (arrow keys move, Enter or Space acts, typing jumps, Escape closes
 * and focus returns to the trigger).
 */
export function HeaderMenuButton({ button, dropdown }: HeaderMenuButtonProps) {
  return (
    <MenuTrigger>
      <AriaButton {...button} />
      <DropdownMenu dropdown={dropdown} />
    </MenuTrigger>
  );
}

import { isSupportedLocale, SUPPORTED_LOCALES, type SupportedLocale } from '@kankan/domain';
import { useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button as AriaButton, RootMenuTriggerStateContext } from 'react-aria-components';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { LogoutIcon, UserIcon } from '../../icons/index.ts';
import { languageName, type HeaderLink } from './menuModel.ts';

/** Where focus goes when a drop-down opens: its first item, its last, or the menu itself (a pointer press). */
export type OpenFocus = 'first' | 'last' | null;

/**
 * What the header's stand-in trigger saw before this module arrived, for the real trigger to carry on: focus
 * stays on the trigger, and a press opens the drop-down as soon as it exists.
 */
export interface TriggerHandoff {
  /** The stand-in had focus when the real trigger replaced it. */
  focused: boolean;
  /** The stand-in was pressed: open with this focus. Absent when it was not pressed. */
  open?: OpenFocus;
}

/** The trigger button's look, name and content: the same for the stand-in and the real trigger. */
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
      /** The menu opened: the header gets the confirmation ready. */
      onOpen: () => void;
    };

export interface HeaderMenuButtonProps {
  button: TriggerButtonProps;
  dropdown: HeaderDropdown;
  handoffRef: RefObject<TriggerHandoff>;
}

/** The trigger inside its `MenuTrigger`: takes over focus and a pending press from the stand-in it replaced. */
function HandedOverTrigger({ button, handoffRef }: Omit<HeaderMenuButtonProps, 'dropdown'>) {
  const ref = useRef<HTMLButtonElement>(null);
  const state = useContext(RootMenuTriggerStateContext);
  useEffect(() => {
    const handoff = handoffRef.current;
    const { focused, open } = handoff;
    if (!focused && open === undefined) return;
    handoff.focused = false;
    handoff.open = undefined;
    // Focus first, so the menu gives it back to the trigger when it closes.
    ref.current?.focus({ preventScroll: true });
    if (open !== undefined) state?.open(open);
  }, [handoffRef, state]);
  return <AriaButton ref={ref} {...button} />;
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
 * and focus returns to the trigger). Loaded by `SiteHeader` after the first render.
 */
export function HeaderMenuButton({ button, dropdown, handoffRef }: HeaderMenuButtonProps) {
  const onOpen = dropdown.kind === 'account' ? dropdown.onOpen : undefined;
  return (
    <MenuTrigger
      onOpenChange={(isOpen) => {
        if (isOpen) onOpen?.();
      }}
    >
      <HandedOverTrigger button={button} handoffRef={handoffRef} />
      <DropdownMenu dropdown={dropdown} />
    </MenuTrigger>
  );
}

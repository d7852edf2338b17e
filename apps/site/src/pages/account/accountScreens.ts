import type { AccountNavItem } from '@kankan/ui';

/** The account area's screens (spec 2.4), each at /manage/<id>. */
export const accountScreenIds = [
  'fileDown',
  'information',
  'scene',
  'order',
  'invoice',
  'device',
  'appProduct',
  'consumption',
] as const;
export type AccountScreenId = (typeof accountScreenIds)[number];

export function isAccountScreenId(value: string | undefined): value is AccountScreenId {
  return (accountScreenIds as readonly (string | undefined)[]).includes(value);
}

/** Where each side-menu item goes; "change password" opens the password part of the account info screen. */
export const accountNavHrefs: Record<AccountNavItem, string> = {
  information: '/manage/information',
  scene: '/manage/scene',
  device: '/manage/device',
  order: '/manage/order',
  consumption: '/manage/consumption',
  password: '/manage/information?id=password',
};

/** The side-menu item marked current on a screen (the download area and application centre have none). */
export function navItemForScreen(screen: AccountScreenId): AccountNavItem | undefined {
  switch (screen) {
    case 'information':
    case 'scene':
    case 'device':
    case 'order':
    case 'consumption':
      return screen;
    // The invoices belong with the orders they were requested for.
    case 'invoice':
      return 'order';
    default:
      return undefined;
  }
}

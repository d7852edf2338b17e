export {
  AccountNav,
  accountNavItems,
  deviceLoginItems,
  visibleAccountNavItems,
  type AccountNavItem,
  type AccountNavProps,
} from './AccountNav.tsx';

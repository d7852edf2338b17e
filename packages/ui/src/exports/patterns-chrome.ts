// Product patterns: site chrome, dialogs, forms, trees, tables and cards of the spec.
export {
  ConfirmDialog,
  LogoutConfirmDialog,
  MessageDialog,
  type ConfirmDialogProps,
  type LogoutConfirmDialogProps,
  type MessageDialogProps,
} from '../patterns/MessageDialog/index.ts';
export {
  AI_DESIGN_MENU_ID,
  SiteHeader,
  SiteHeaderSkeleton,
  headerMenuFor,
  type HeaderLink,
  type HeaderMenuEntry,
  type HeaderUser,
  type SiteHeaderProps,
  type SiteHeaderSkeletonProps,
} from '../patterns/SiteHeader/index.ts';
export { SiteFooter, type FooterLink, type SiteFooterProps } from '../patterns/SiteFooter/index.ts';
export {
  AccountNav,
  accountNavItems,
  deviceLoginItems,
  visibleAccountNavItems,
  type AccountNavItem,
  type AccountNavProps,
} from '../patterns/AccountNav/index.ts';
export { MobileNotice, type MobileNoticeProps } from '../patterns/MobileNotice/index.ts';
export { DemoBanner, type DemoBannerProps } from '../patterns/DemoBanner/index.ts';
export {
  CameraLogin,
  LoginPanel,
  emptyLoginValues,
  loginErrorForCode,
  loginTabs,
  qrStatuses,
  type CameraLoginProps,
  type LoginFieldName,
  type LoginPanelProps,
  type LoginServerErrors,
  type LoginTab,
  type LoginValues,
  type QrStatus,
  type Terms,
} from '../patterns/LoginPanel/index.ts';

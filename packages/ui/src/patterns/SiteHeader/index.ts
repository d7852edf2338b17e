export { SiteHeader, type HeaderUser, type SiteHeaderProps } from './SiteHeader.tsx';
export { SiteHeaderSkeleton, type SiteHeaderSkeletonProps } from './SiteHeaderSkeleton.tsx';
export { AI_DESIGN_MENU_ID, headerMenuFor, type HeaderLink, type HeaderMenuEntry } from './menuModel.ts';

/*
 * The shell's interactive parts that no page needs for its first paint: the header (its menus, the log-out
 * confirmation), the toast region and the loading overlay, with their react-aria code. RootLayout loads this module
 * with `React.lazy` (see `loadShellParts` there).
 */
export { LoadingOverlay, ToastRegion } from '@kankan/ui';
export { ShellHeader } from './ShellHeader.tsx';

/* "Log out?", which AccountArea loads when Log out is pressed (React.lazy). */
export { LogoutConfirmDialog } from '@kankan/ui';

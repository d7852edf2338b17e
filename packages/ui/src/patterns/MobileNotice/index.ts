export { MobileNotice, type MobileNoticeProps } from './MobileNotice.tsx';

export { SiteFooter, type FooterLink, type SiteFooterProps } from './SiteFooter.tsx';

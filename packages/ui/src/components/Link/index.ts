export { Link, linkTones, linkVariants, type LinkProps } from './Link.tsx';
export { isExternalHref, LinkComponentProvider, type LinkComponent, type LinkComponentProps } from './RouterAnchor.tsx';

export { Link, linkTones, linkVariants, type LinkProps } from './Link.tsx';
export { isExternalHref } from './RouterAnchor.tsx';

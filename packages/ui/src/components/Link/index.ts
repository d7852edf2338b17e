export { Link, linkTones, linkVariants, type LinkProps } from './Link.tsx';

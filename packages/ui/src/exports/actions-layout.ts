// Layout, type, icons and actions. Owned by the layout/actions work; one export list per group.
export { Button, buttonSizes, buttonTones, buttonVariants, type ButtonProps } from '../components/Button/index.ts';
export * from '../icons/index.ts';

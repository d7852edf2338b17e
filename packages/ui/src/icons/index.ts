export { iconSizes, type IconProps, type IconSize } from './Icon.tsx';
export * from './icons.tsx';
export * from './shellIcons.tsx';

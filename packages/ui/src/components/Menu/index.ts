export {
  Menu,
  MenuItem,
  menuItemTones,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
  type MenuTriggerProps,
} from './Menu.tsx';

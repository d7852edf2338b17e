export { Select, type SelectProps } from './Select.tsx';
export { SelectItem, type SelectItemProps } from './SelectItem.tsx';

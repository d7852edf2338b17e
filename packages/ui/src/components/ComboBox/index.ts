export { ComboBox, type ComboBoxProps } from './ComboBox.tsx';
export { SelectItem as ComboBoxItem, type SelectItemProps as ComboBoxItemProps } from '../Select/SelectItem.tsx';

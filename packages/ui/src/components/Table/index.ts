export {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableAlign,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from './Table.tsx';
export { SelectionCheckbox, type SelectionCheckboxProps } from './SelectionCheckbox.tsx';

export {
  LayoutColumn,
  Columns,
  columnWidths,
  columnsAlignments,
  type LayoutColumnProps,
  type ColumnsProps,
} from './Columns.tsx';

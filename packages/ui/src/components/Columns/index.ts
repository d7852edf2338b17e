export { Column, Columns, columnWidths, columnsAlignments, type ColumnProps, type ColumnsProps } from './Columns.tsx';

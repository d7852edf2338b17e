export { SpecTable, type SpecRow, type SpecTableProps } from './SpecTable.tsx';

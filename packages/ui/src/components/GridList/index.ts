export { GridList, GridListItem, gridListColumns, type GridListItemProps, type GridListProps } from './GridList.tsx';

export { Pagination, type PaginationProps } from './Pagination.tsx';
export { pageItems, type PageItem, type PageItemsOptions } from './pageItems.ts';

export { SearchField, type SearchFieldProps } from './SearchField.tsx';
export { LazySearchField, type LazySearchFieldProps } from './LazySearchField.tsx';

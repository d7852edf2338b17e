export { NewsList, type NewsListItem, type NewsListProps } from './NewsList.tsx';

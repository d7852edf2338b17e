export { NewsArticle, type NewsArticleProps } from './NewsArticle.tsx';
export { sanitizeArticleHtml } from './sanitizeArticleHtml.ts';

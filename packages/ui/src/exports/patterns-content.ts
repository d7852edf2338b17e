// Product patterns: case cards and filters, video tutorial list, news article and list.
export * from '../patterns/CaseCard/index.ts';
export * from '../patterns/CaseFilters/index.ts';
export * from '../patterns/CaseIndustryTabs/index.ts';
export * from '../patterns/NewsArticle/index.ts';
export * from '../patterns/NewsList/index.ts';
export * from '../patterns/VideoTutorialList/index.ts';

// Product patterns: case cards and filters, video tutorial list, news article.
export {};

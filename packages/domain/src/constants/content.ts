/** Limits of the public content screens (contract `CaseListRequest`, `NewsListRequest`). */

/** The case-list keyword is at most this many characters. */
export const CASE_KEYWORD_MAX = 50;

/** Cases per page of the case list (four rows of three cards). */
export const CASE_PAGE_SIZE = 12;

/** News articles per page of the news list. */
export const NEWS_PAGE_SIZE = 10;

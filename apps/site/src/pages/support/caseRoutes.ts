import type { components } from '@kankan/api';
import { CASE_SORT, CAMERA_TYPE, industryCode, type CaseSortId, type IndustryCode } from '@kankan/domain';
import {
  CASE_CAMERA_FILTERS,
  CASE_INDUSTRIES,
  type CaseCameraFilter,
  type CaseCardProps,
  type CaseFilterValue,
  type CaseIndustry,
} from '@kankan/ui';

/**
 * The addresses of the case list (spec 2.1: /cases/{id}). The id is the industry, spelled `all`, `realEstate`,
 * `museum`, `ecommerce`, `home`, `catering`, `other`; any letter case is understood. The filters live in the query:
 * `camera` (lite, pro), `sort` (2 newest, 3 hot), `keyword` and `page`, each left out at its default.
 */
const slugOf: Record<CaseIndustry, string> = {
  all: 'all',
  realEstate: 'realEstate',
  museum: 'museum',
  eCommerce: 'ecommerce',
  home: 'home',
  catering: 'catering',
  other: 'other',
};

/** The industry of an address id, or null when the id names none. */
export function industryOfSlug(slug: string | undefined): CaseIndustry | null {
  const wanted = (slug ?? '').toLowerCase();
  return CASE_INDUSTRIES.find((industry) => slugOf[industry].toLowerCase() === wanted) ?? null;
}

export interface CaseQuery extends CaseFilterValue {
  page: number;
}

export const defaultCaseQuery: CaseQuery = { cameraType: 'all', sort: CASE_SORT.recommended, keyword: '', page: 1 };

function isCamera(value: string | null): value is CaseCameraFilter {
  return (CASE_CAMERA_FILTERS as readonly (string | null)[]).includes(value);
}

const sorts: readonly number[] = Object.values(CASE_SORT);

/** Reads the filters from the query string; anything unknown is the default. */
export function readCaseQuery(search: URLSearchParams): CaseQuery {
  const camera = search.get('camera');
  const sort = Number(search.get('sort'));
  const page = Number(search.get('page'));
  return {
    cameraType: isCamera(camera) ? camera : 'all',
    sort: sorts.includes(sort) ? (sort as CaseSortId) : CASE_SORT.recommended,
    keyword: (search.get('keyword') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of the filters, without the defaults (`?camera=pro&sort=3`, or empty). */
export function caseQueryString(query: CaseQuery): string {
  const search = new URLSearchParams();
  if (query.cameraType !== 'all') search.set('camera', query.cameraType);
  if (query.sort !== CASE_SORT.recommended) search.set('sort', String(query.sort));
  if (query.keyword !== '') search.set('keyword', query.keyword);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The address of an industry's case list with these filters. */
export function casesPath(industry: CaseIndustry, query: CaseQuery = defaultCaseQuery): string {
  return `/cases/${slugOf[industry]}${caseQueryString(query)}`;
}

/** The case-list request body of the contract. */
export function caseListRequest(industry: CaseIndustry, query: CaseQuery, pageSize: number) {
  const industryType: IndustryCode | undefined = industry === 'all' ? undefined : industryCode(industry);
  return {
    ...(industryType === undefined ? {} : { industryType }),
    ...(query.cameraType === 'all' ? {} : { cameraType: CAMERA_TYPE[query.cameraType] }),
    sort: query.sort,
    ...(query.keyword === '' ? {} : { keyword: query.keyword }),
    pageNum: query.page,
    pageSize,
  };
}

/** A case of the list as the card draws it: the scene opens in its viewer, with its picture when it has one. */
export function caseCardOf(item: components['schemas']['Case']): CaseCardProps {
  return {
    title: item.title,
    industry: item.industryType,
    cameraType: item.cameraType,
    viewCount: item.viewCount,
    date: Date.parse(item.createTime),
    href: item.sceneUrl,
    cover: item.cover === '' ? null : item.cover,
    coverSeed: item.id,
  };
}

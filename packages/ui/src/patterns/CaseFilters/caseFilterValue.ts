import type { CaseSortId } from '@kankan/domain';

/*
 * The values of the case list's filters, apart from the component: the site's case addresses read and write them on
 * pages that show no filters (the case overview, cases in the app), which then do not load the filters' controls.
 */

/** The camera-type filter of the case list (spec 2.5): all cameras, Lite or Pro. */
export const CASE_CAMERA_FILTERS = ['all', 'lite', 'pro'] as const;
export type CaseCameraFilter = (typeof CASE_CAMERA_FILTERS)[number];

export interface CaseFilterValue {
  cameraType: CaseCameraFilter;
  /** 1 website recommended, 2 newest, 3 hot (`CASE_SORT`). */
  sort: CaseSortId;
  /** The keyword searched for; empty for none. */
  keyword: string;
}

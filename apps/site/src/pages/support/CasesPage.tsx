import { Plural, useLingui } from '@lingui/react/macro';
import { useCases } from '@kankan/api';
import { CASE_PAGE_SIZE } from '@kankan/domain';
import {
  Button,
  CaseCard,
  CaseGrid,
  CaseIndustryTabs,
  EmptyState,
  Pagination,
  PageHero,
  PageSection,
  Skeleton,
  Stack,
  Text,
  useCaseVocabulary,
  type CaseFiltersProps,
} from '@kankan/ui';
import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  caseCardOf,
  caseListRequest,
  casesPath,
  defaultCaseQuery,
  industryOfSlug,
  readCaseQuery,
  type CaseQuery,
} from './caseRoutes.ts';
import { LoadProblem } from './LoadProblem.tsx';

const CaseFilters = lazy(() => import('./CaseFiltersPart.tsx').then((module) => ({ default: module.CaseFilters })));

/**
 * The filters in their own Suspense boundary. A prerendered page keeps their markup until their code is in; drawn in
 * the browser, a bar stands for them. Memoized with stable props: an update reaching a server-rendered boundary
 * before its code has loaded would make React drop its markup for the bar (a flash and a layout shift), and the
 * page re-renders when the list arrives.
 */
const DeferredCaseFilters = memo(function DeferredCaseFilters(props: CaseFiltersProps) {
  return (
    <Suspense fallback={<Skeleton variant="control" />}>
      <CaseFilters {...props} />
    </Suspense>
  );
});

type CaseList = NonNullable<ReturnType<typeof useCases>['data']>;

interface CaseResultsProps {
  /** The page of cases; `null` or `undefined` while it loads. */
  list: CaseList | null | undefined;
  error: Error | null;
  heading: string;
  /** Whether a filter other than the industry is set (the empty state then offers to clear them). */
  filtered: boolean;
  page: number;
  onPageChange: (page: number) => void;
  onClear: () => void;
  /** The query's own `refetch` (the same function on every render). */
  onRetry: () => void;
}

/**
 * The list under the filters: loading blocks, the load problem, the empty state or the cards and pages. Memoized,
 * and given the list through `useDeferredValue`: a query's answer renders synchronously (React renders an external
 * store's update at once), and twelve cards drawn in that one task held the main thread for 70-150 ms on a busy
 * machine. The page first renders with the list it had, which this component skips, then renders the cards as a
 * transition, in slices.
 */
const CaseResults = memo(function CaseResults({
  list,
  error,
  heading,
  filtered,
  page,
  onPageChange,
  onClear,
  onRetry,
}: CaseResultsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (error) return <LoadProblem error={error} onRetry={onRetry} />;
  if (list == null)
    return (
      <CaseGrid aria-label={t`Loading cases`}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} variant="block" aspectRatio="4 / 3" />
        ))}
      </CaseGrid>
    );
  if (list.list.length === 0)
    return (
      <EmptyState
        title={filtered ? t`No cases match these filters` : t`No cases here yet`}
        description={
          filtered
            ? t`Try another keyword or camera, or clear the filters to see every case of this industry.`
            : t`New scenes are published every week. Meanwhile, browse the cases of every industry.`
        }
        action={
          filtered ? (
            <Button variant="outline" onPress={onClear}>
              {t`Clear filters`}
            </Button>
          ) : (
            <Button variant="outline" onPress={() => void navigate(casesPath('all'))}>
              {t`See all cases`}
            </Button>
          )
        }
      />
    );
  const total = list.pageInfo.total;
  return (
    <Stack space="xlarge">
      <Text tone="muted" size="small">
        <Plural value={total} one="# case" other="# cases" />
      </Text>
      <CaseGrid aria-label={heading}>
        {list.list.map((item) => (
          <CaseCard key={item.id} {...caseCardOf(item)} />
        ))}
      </CaseGrid>
      {total > CASE_PAGE_SIZE ? (
        <Pagination total={total} pageSize={CASE_PAGE_SIZE} page={page} onPageChange={onPageChange} />
      ) : null}
    </Stack>
  );
});

/**
 * The industry case list (spec 2.1, 2.5): industry tabs, camera-type filter, sort and keyword, all kept in the
 * address so a filtered list can be shared; twelve cases a page.
 */
export default function CasesPage() {
  const { t } = useLingui();
  const { industries } = useCaseVocabulary();
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const industry = industryOfSlug(id);
  const searchKey = search.toString();
  // The same object while the address's query is the same (the filters' props stay equal across re-renders).
  const query = useMemo(() => readCaseQuery(new URLSearchParams(searchKey)), [searchKey]);
  const cases = useCases(caseListRequest(industry ?? 'all', query, CASE_PAGE_SIZE), { enabled: industry !== null });

  const go = useCallback(
    (next: CaseQuery) => {
      if (industry !== null) void navigate(casesPath(industry, next), { preventScrollReset: true });
    },
    [industry, navigate],
  );
  const onFiltersChange = useCallback((value: CaseFiltersProps['value']) => go({ ...value, page: 1 }), [go]);
  const onPageChange = useCallback((page: number) => go({ ...query, page }), [go, query]);
  const onClear = useCallback(() => go(defaultCaseQuery), [go]);
  const list = useDeferredValue(cases.data);

  if (industry === null) return <Navigate to={casesPath('all', query)} replace />;

  const filtered =
    query.cameraType !== defaultCaseQuery.cameraType || query.sort !== defaultCaseQuery.sort || query.keyword !== '';
  const heading = industry === 'all' ? t`All cases` : t`${industries[industry]} cases`;

  return (
    <main>
      <PageHero
        background="dark"
        eyebrow={t`Industry cases`}
        title={t`Real spaces, captured by our customers`}
        lead={t`Walk through homes, museums, shops and restaurants scanned with our cameras. Filter by industry and camera, then open any scene to explore it in 3D.`}
      />
      <PageSection title={heading}>
        <Stack space="xlarge">
          <CaseIndustryTabs selected={industry} hrefFor={(next) => casesPath(next, { ...query, page: 1 })} />
          <DeferredCaseFilters value={query} onChange={onFiltersChange} />
          <CaseResults
            list={list}
            error={cases.error}
            heading={heading}
            filtered={filtered}
            page={query.page}
            onPageChange={onPageChange}
            onClear={onClear}
            onRetry={cases.refetch}
          />
        </Stack>
      </PageSection>
    </main>
  );
}

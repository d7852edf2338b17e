import { useLingui } from '@lingui/react/macro';
import { useNewsList } from '@kankan/api';
import { NEWS_PAGE_SIZE } from '@kankan/domain';
import { NewsList, PageHero, PageSection, Skeleton, Stack } from '@kankan/ui';
import { memo, useCallback, useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadProblem } from './LoadProblem.tsx';
import { newsArticlePath } from './newsRoutes.ts';

type NewsPageData = NonNullable<ReturnType<typeof useNewsList>['data']>;

interface NewsResultsProps {
  /** The page of news; `null` or `undefined` while it loads. */
  news: NewsPageData | null | undefined;
  error: Error | null;
  page: number;
  onPageChange: (page: number) => void;
  /** The query's own `refetch` (the same function on every render). */
  onRetry: () => void;
}

/**
 * The placeholders, the load problem or the list. Memoized, and given the list through `useDeferredValue`, as the
 * case list is (CasesPage.tsx says why): the answer is drawn as a transition, in slices, not in the task that
 * delivers it.
 */
const NewsResults = memo(function NewsResults({ news, error, page, onPageChange, onRetry }: NewsResultsProps) {
  if (error) return <LoadProblem error={error} onRetry={onRetry} />;
  if (news == null)
    // A page's worth of placeholders: the list takes about their room when it arrives, so what is below it (the
    // footer) is not pushed down in view.
    return (
      <Stack space="xxlarge" dividers>
        {Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => (
          <Skeleton key={index} lines={3} />
        ))}
      </Stack>
    );
  return (
    <NewsList
      items={news.list.map((item) => ({
        id: item.id,
        title: item.title,
        date: item.date,
        label: item.label,
        summary: item.summary,
        href: newsArticlePath(item.id),
        cover: item.cover,
      }))}
      total={news.pageInfo.total}
      page={page}
      pageSize={NEWS_PAGE_SIZE}
      onPageChange={onPageChange}
    />
  );
});

/** The news list (spec 2.1): newest first, ten a page; the page number is kept in the address (`?page=2`). */
export default function NewsPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const news = useNewsList({ pageNum: page, pageSize: NEWS_PAGE_SIZE });
  const shown = useDeferredValue(news.data);
  const onPageChange = useCallback(
    (next: number) => void navigate(next > 1 ? `/news?page=${next}` : '/news'),
    [navigate],
  );

  return (
    <main>
      <PageHero
        background="light"
        eyebrow={t`Newsroom`}
        title={t`News`}
        lead={t`Product releases, customer stories, service notices and the events where you can try our cameras.`}
      />
      <PageSection width="narrow">
        <NewsResults news={shown} error={news.error} page={page} onPageChange={onPageChange} onRetry={news.refetch} />
      </PageSection>
    </main>
  );
}

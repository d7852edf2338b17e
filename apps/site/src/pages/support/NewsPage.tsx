import { useLingui } from '@lingui/react/macro';
import { useNewsList } from '@kankan/api';
import { NEWS_PAGE_SIZE } from '@kankan/domain';
import { NewsList, PageHero, PageSection, Skeleton, Stack } from '@kankan/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadProblem } from './LoadProblem.tsx';
import { newsArticlePath } from './newsRoutes.ts';

/** The news list (spec 2.1): newest first, ten a page; the page number is kept in the address (`?page=2`). */
export default function NewsPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const news = useNewsList({ pageNum: page, pageSize: NEWS_PAGE_SIZE });

  return (
    <main>
      <PageHero
        background="light"
        eyebrow={t`Newsroom`}
        title={t`News`}
        lead={t`Product releases, customer stories, service notices and the events where you can try our cameras.`}
      />
      <PageSection width="narrow">
        {news.error ? (
          <LoadProblem error={news.error} onRetry={news.refetch} />
        ) : news.data == null ? (
          // A page's worth of placeholders: the list takes about their room when it arrives, so what is below it (the
          // footer) is not pushed down in view.
          <Stack space="xxlarge" dividers>
            {Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => (
              <Skeleton key={index} lines={3} />
            ))}
          </Stack>
        ) : (
          <NewsList
            items={news.data.list.map((item) => ({
              id: item.id,
              title: item.title,
              date: item.date,
              label: item.label,
              summary: item.summary,
              href: newsArticlePath(item.id),
            }))}
            total={news.data.pageInfo.total}
            page={page}
            pageSize={NEWS_PAGE_SIZE}
            onPageChange={(next) => void navigate(next > 1 ? `/news?page=${next}` : '/news')}
          />
        )}
      </PageSection>
    </main>
  );
}

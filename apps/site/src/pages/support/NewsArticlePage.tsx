import { useLingui } from '@lingui/react/macro';
import { useNewsArticle } from '@kankan/api';
import {
  Breadcrumb,
  Breadcrumbs,
  EmptyState,
  Link,
  LinkButton,
  NewsArticle,
  PageSection,
  Skeleton,
  Stack,
} from '@kankan/ui';
import { useParams } from 'react-router';
import { LoadProblem } from './LoadProblem.tsx';
import { newsIdOf } from './newsRoutes.ts';

/** Code of the server's answer for an article that does not exist (or is not published yet). */
const NOT_FOUND = 3003;

/** One news article (`/news/{id}`): the body HTML is sanitized by `NewsArticle` before it is shown. */
export default function NewsArticlePage() {
  const { t } = useLingui();
  const id = newsIdOf(useParams().id);
  const article = useNewsArticle(id ?? 0, { enabled: id !== null });
  const missing =
    id === null || (article.error !== null && 'code' in article.error && article.error.code === NOT_FOUND);

  return (
    <main>
      <PageSection width="narrow">
        <Stack space="xxlarge">
          <Breadcrumbs>
            <Breadcrumb href="/news">{t`News`}</Breadcrumb>
            <Breadcrumb>{article.data?.title ?? t`Article`}</Breadcrumb>
          </Breadcrumbs>
          {missing ? (
            <EmptyState
              headingLevel={2}
              title={t`This article is not available`}
              description={t`It may have been moved or taken down. The latest news is on the news page.`}
              action={<LinkButton href="/news">{t`Back to news`}</LinkButton>}
            />
          ) : article.error ? (
            <LoadProblem error={article.error} onRetry={article.refetch} />
          ) : article.data == null ? (
            <Stack space="large">
              <Skeleton lines={1} />
              <Skeleton variant="block" aspectRatio="3 / 1" />
            </Stack>
          ) : (
            <NewsArticle
              title={article.data.title}
              date={article.data.date}
              label={article.data.label}
              content={article.data.content}
              footer={
                <Link href="/news" variant="standalone">
                  {t`Back to news`}
                </Link>
              }
            />
          )}
        </Stack>
      </PageSection>
    </main>
  );
}

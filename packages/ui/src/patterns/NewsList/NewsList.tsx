import { useLingui } from '@lingui/react/macro';
import type { IndustryName } from '@kankan/domain';
import { formatDate } from '@kankan/i18n';
import { Badge } from '../../components/Badge/Badge.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { RouterAnchor } from '../../components/Link/RouterAnchor.tsx';
import { CaseCover } from '../CaseCard/CaseCover.tsx';
import * as styles from './NewsList.css.ts';

export interface NewsListItem {
  id: number;
  title: string;
  /** Publication time, a millisecond timestamp. */
  date: number;
  label: string;
  /** A plain-text excerpt of the article. */
  summary: string;
  /** The article's address. */
  href: string;
  /** The article's picture; without one a drawing stands in. */
  cover?: string | null;
}

export interface NewsListProps {
  items: readonly NewsListItem[];
  /** Articles across all pages. */
  total: number;
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Level of each article title in the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/** The drawings that stand in for missing pictures rotate through the industry motifs. */
const motifs: readonly IndustryName[] = ['realEstate', 'museum', 'eCommerce', 'home', 'catering', 'other'];

/** The news list (spec 2.1): label, date, title and excerpt of each article, with pages. */
export function NewsList({ items, total, page, pageSize, onPageChange, headingLevel = 2 }: NewsListProps) {
  const { t } = useLingui();
  const HeadingTag: `h${2 | 3}` = `h${headingLevel}`;
  if (items.length === 0) {
    return (
      <EmptyState title={t`No news yet`} description={t`New articles will appear here.`} headingLevel={headingLevel} />
    );
  }
  return (
    <div className={styles.wrapper}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.thumbnail}>
              {item.cover ? (
                <img className={styles.coverImage} src={item.cover} alt="" loading="lazy" />
              ) : (
                <CaseCover industry={motifs[item.id % motifs.length] ?? 'other'} seed={item.id} />
              )}
            </div>
            <div className={styles.text}>
              <div className={styles.meta}>
                <Badge tone="accent" size="small">
                  {item.label}
                </Badge>
                <time dateTime={new Date(item.date).toISOString()}>{formatDate(item.date)}</time>
              </div>
              <HeadingTag className={styles.title}>
                <RouterAnchor href={item.href} className={styles.link}>
                  {item.title}
                </RouterAnchor>
              </HeadingTag>
              <p className={styles.summary}>{item.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      {total > pageSize ? (
        <div className={styles.pagination}>
          <Pagination total={total} pageSize={pageSize} page={page} onPageChange={onPageChange} />
        </div>
      ) : null}
    </div>
  );
}

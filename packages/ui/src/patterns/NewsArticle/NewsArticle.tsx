import { formatDate } from '@kankan/i18n';
import { useMemo, type ReactNode } from 'react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { sanitizeArticleHtml } from './sanitizeArticleHtml.ts';
import * as styles from './NewsArticle.css.ts';

export interface NewsArticleProps {
  title: string;
  /** Publication time, a millisecond timestamp. */
  date: number;
  /** The article's label (product, case, notice, event…), as the server gives it. */
  label: string;
  /** The body as HTML from the server; it is sanitized before it is rendered. */
  content: string;
  /** Level of the title in the page outline. Default 1 (the article is the page). */
  headingLevel?: 1 | 2;
  /** Shown under the body, e.g. a link back to the news list. */
  footer?: ReactNode;
}

/** A news article (spec 3, 7.1): label, title, date and the sanitized HTML body. */
export function NewsArticle({ title, date, label, content, headingLevel = 1, footer }: NewsArticleProps) {
  const html = useMemo(() => sanitizeArticleHtml(content), [content]);
  const HeadingTag: `h${1 | 2}` = `h${headingLevel}`;
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <Badge tone="accent">{label}</Badge>
        <HeadingTag className={styles.title}>{title}</HeadingTag>
        <time className={styles.date} dateTime={new Date(date).toISOString()}>
          {formatDate(date)}
        </time>
      </header>
      {/* Sanitized above with DOMPurify (see sanitizeArticleHtml). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </article>
  );
}

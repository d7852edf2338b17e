import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons/icons.tsx';
import * as styles from './Pagination.css.ts';
import { pageItems } from './pageItems.ts';

export interface PaginationProps {
  /** Number of items across all pages, shown as "{total} items". */
  total: number;
  pageSize: number;
  /** Current page, 1-based (controlled). */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Pages shown on each side of the current one. Default 1. */
  siblings?: number;
  /** Hide the "{total} items" text. */
  hideTotal?: boolean;
}

/**
 * Page buttons with previous / next and ellipses; the current page has `aria-current="page"`. The buttons are native
 * (`<button type="button">`: Tab, Enter, Space, `disabled`), so a list page loads no react-aria press code for them.
 */
export function Pagination({
  total,
  pageSize,
  page: controlledPage,
  defaultPage = 1,
  onPageChange,
  siblings = 1,
  hideTotal = false,
}: PaginationProps) {
  const { t } = useLingui();
  const [ownPage, setOwnPage] = useState(defaultPage);
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, controlledPage ?? ownPage), pageCount);
  const go = (next: number) => {
    if (next < 1 || next > pageCount || next === current) return;
    if (controlledPage === undefined) setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <nav className={styles.pagination} aria-label={t`Pagination`}>
      {hideTotal ? null : (
        <span className={styles.total}>
          <Plural value={total} one="# item" other="# items" />
        </span>
      )}
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={t`Previous page`}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon size="small" />
          </button>
        </li>
        {pageItems(current, pageCount, { siblings }).map((item, slot) => {
          // Keyed by position: the buttons stay in place while the numbers change, so nothing moves in the DOM.
          if (item.type === 'ellipsis') {
            return (
              <li key={slot} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            );
          }
          const page = item.page;
          return (
            <li key={slot}>
              <button
                type="button"
                className={styles.button}
                aria-label={t`Page ${page}`}
                aria-current={page === current ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.button}
            aria-label={t`Next page`}
            disabled={current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon size="small" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

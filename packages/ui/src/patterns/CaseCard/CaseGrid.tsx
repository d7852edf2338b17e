import type { ReactNode } from 'react';
import * as styles from './CaseCard.css.ts';

export interface CaseGridProps {
  /** Columns of cards. Default 3 (a 1200 px container). */
  columns?: 2 | 3 | 4;
  /** Names the list for screen readers, e.g. "Museum cases". */
  'aria-label'?: string;
  /** `CaseCard`s; each is put in its own list item. */
  children: ReactNode[];
}

/** Case cards in a list laid out as a grid of equal columns. */
export function CaseGrid({ columns = 3, children, ...rest }: CaseGridProps) {
  return (
    <ul className={styles.grid[columns]} aria-label={rest['aria-label']}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

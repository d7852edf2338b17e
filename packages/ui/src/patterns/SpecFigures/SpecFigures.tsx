import type { ReactNode } from 'react';
import * as styles from './SpecFigures.css.ts';

export interface SpecFigure {
  id: string;
  /** The figure, already formatted ("8", "12288×6144", "660"). */
  value: ReactNode;
  /** A unit shown small after the figure ("g", "mAh"). */
  unit?: ReactNode;
  /** What the figure measures ("lenses", "weight"). */
  label: ReactNode;
}

export interface SpecFiguresProps {
  items: readonly SpecFigure[];
  /** `large` (default) 72 px numerals; `medium` 56 px when many figures share a row. */
  size?: 'large' | 'medium';
  align?: 'start' | 'center';
  /** Figures per row (1-4). Default: the number of figures, at most 4. */
  columns?: 1 | 2 | 3 | 4;
}

/**
 * Key specifications as big tabular numerals with a label underneath. A description list: each label is read
 * before its figure, though the figure shows first.
 */
export function SpecFigures({ items, size = 'large', align = 'start', columns }: SpecFiguresProps) {
  const perRow = columns ?? (Math.min(Math.max(items.length, 1), 4) as 1 | 2 | 3 | 4);
  return (
    <dl className={`${styles.list} ${styles.columns[perRow]} ${styles.align[align]}`}>
      {items.map((item) => (
        <div key={item.id} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={`${styles.value} ${styles.size[size]}`}>
            {item.value}
            {item.unit !== undefined && <span className={styles.unit}>{item.unit}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

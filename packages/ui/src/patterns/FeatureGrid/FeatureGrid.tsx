import { createElement, type ReactNode } from 'react';
import * as styles from './FeatureGrid.css.ts';

export const featureGridColumns = [2, 3, 4] as const;

export interface FeatureItem {
  id: string;
  /** An icon or a small illustration (decorative: `aria-hidden`). */
  icon?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  /** A link or button under the text ("Learn more"). */
  action?: ReactNode;
}

export interface FeatureGridProps {
  items: readonly FeatureItem[];
  /** Columns at desktop width (2-4). Default 3. */
  columns?: (typeof featureGridColumns)[number];
  /** Level of each item's title: 3 under a section's h2 (default), 4 deeper. */
  headingLevel?: 3 | 4;
  /** `plain` (default) text on the section's surface, `card` a bordered tile. */
  variant?: 'plain' | 'card';
}

/** Features, benefits or industries as a grid of icon, title and text: a list, each title a heading. */
export function FeatureGrid({ items, columns = 3, headingLevel = 3, variant = 'plain' }: FeatureGridProps) {
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`}>
      {items.map((item) => (
        <li key={item.id} className={`${styles.item} ${styles.variant[variant]}`}>
          {item.icon !== undefined && <div className={styles.icon}>{item.icon}</div>}
          {createElement(`h${headingLevel}`, { className: styles.title }, item.title)}
          <p className={styles.text}>{item.text}</p>
          {item.action !== undefined && <div className={styles.footer}>{item.action}</div>}
        </li>
      ))}
    </ul>
  );
}

import type { ReactNode } from 'react';
import type { Space } from '../../tokens/values.ts';
import * as styles from './Columns.css.ts';

export const columnWidths = ['fill', 'content', '1/2', '1/3', '2/3', '1/4', '3/4', '1/5', '2/5', '3/5'] as const;
export const columnsAlignments = ['top', 'center', 'bottom', 'stretch'] as const;

export interface ColumnsProps {
  /** Gap between columns. */
  space: Space;
  alignY?: (typeof columnsAlignments)[number];
  children: ReactNode;
}

/** A row of `LayoutColumn`s. Columns never wrap: the site is desktop-only (1024 px and wider). */
export function Columns({ space, alignY = 'top', children }: ColumnsProps) {
  return <div className={`${styles.columns} ${styles.space[space]} ${styles.alignY[alignY]}`}>{children}</div>;
}

export interface LayoutColumnProps {
  /** A fraction of the row, `content` (as wide as its content) or `fill` (the rest; default). */
  width?: (typeof columnWidths)[number];
  children?: ReactNode;
}

export function LayoutColumn({ width = 'fill', children }: LayoutColumnProps) {
  return <div className={styles.width[width]}>{children}</div>;
}

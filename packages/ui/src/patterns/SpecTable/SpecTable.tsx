import type { ReactNode } from 'react';
import * as styles from './SpecTable.css.ts';

export interface SpecRow {
  id: string;
  /** What the row describes ("Resolution"). */
  label: ReactNode;
  /** The specification, already formatted. */
  value: ReactNode;
}

export interface SpecTableProps {
  /** The table's caption ("Camera", "In the box"); names the table. */
  caption?: ReactNode;
  rows: readonly SpecRow[];
}

/** A product's specification rows: a two-column table, each label a row header. */
export function SpecTable({ caption, rows }: SpecTableProps) {
  return (
    <table className={styles.table}>
      {caption !== undefined && <caption className={styles.caption}>{caption}</caption>}
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={styles.row}>
            <th scope="row" className={styles.label}>
              {row.label}
            </th>
            <td className={styles.value}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

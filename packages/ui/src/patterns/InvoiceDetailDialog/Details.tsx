import { useId, type ReactNode } from 'react';
import * as styles from './InvoiceDetailDialog.css.ts';

/** The text of a detail, or a dash for one that was not given (an optional tax number). */
export function shown(value: string | undefined): string {
  return value && value.trim() !== '' ? value : '—';
}

export interface DetailsProps {
  label: string;
  /** Label-value pairs, two a row. */
  rows: readonly (readonly [string, ReactNode])[];
  /** 3 inside a dialog (its title is a level-2 heading). */
  headingLevel?: 3 | 4;
}

/** A titled list of read-only invoice details; shared by the detail dialog and the saved invoice titles. */
export function Details({ label, rows, headingLevel = 3 }: DetailsProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {label}
      </Heading>
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

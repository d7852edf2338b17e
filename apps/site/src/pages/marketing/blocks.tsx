import { useLingui } from '@lingui/react/macro';
import { Columns, LayoutColumn, Stack, Text } from '@kankan/ui';
import type { ReactNode } from 'react';
import * as styles from './blocks.css.ts';

/** Text beside a drawing; `artFirst` puts the drawing on the left to alternate down the page. */
export function SplitRow({ art, artFirst, children }: { art: ReactNode; artFirst?: boolean; children: ReactNode }) {
  const artColumn = (
    <LayoutColumn width="2/5">
      <div className={styles.art}>{art}</div>
    </LayoutColumn>
  );
  return (
    <Columns space="gigantic" alignY="center">
      {artFirst && artColumn}
      <LayoutColumn>
        <Stack space="xlarge">{children}</Stack>
      </LayoutColumn>
      {!artFirst && artColumn}
    </Columns>
  );
}

/** Two wide drawings side by side (point cloud and wireframe room). */
export function ArtPair({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Columns space="xxlarge" alignY="center">
      <LayoutColumn width="1/2">
        <div className={styles.wideArt}>{first}</div>
      </LayoutColumn>
      <LayoutColumn width="1/2">
        <div className={styles.wideArt}>{second}</div>
      </LayoutColumn>
    </Columns>
  );
}

/** "About ¥12,800" with a short note under it. */
export function PriceTag({ price, note }: { price: string; note?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack space="xsmall">
      <span className={styles.price}>{t`About ${price}`}</span>
      {note !== undefined && <span className={styles.priceNote}>{note}</span>}
    </Stack>
  );
}

/** A numbered step title for the "how it works" grids. */
export function StepNumber({ index }: { index: number }) {
  return (
    <span className={styles.stepNumber} aria-hidden="true">
      {String(index + 1).padStart(2, '0')}
    </span>
  );
}

/** A paragraph of a page's body copy. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="medium" tone="muted">
      {children}
    </Text>
  );
}

export interface TimelineEntry {
  year: number;
  title: string;
  text: string;
}

/** The company history as an ordered list of years. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className={styles.timeline}>
      {entries.map((entry) => (
        <li key={`${entry.year}-${entry.title}`} className={styles.timelineItem}>
          <p className={styles.timelineYear}>{entry.year}</p>
          <Stack space="small">
            <h3 className={styles.timelineTitle}>{entry.title}</h3>
            <Paragraph>{entry.text}</Paragraph>
          </Stack>
        </li>
      ))}
    </ol>
  );
}

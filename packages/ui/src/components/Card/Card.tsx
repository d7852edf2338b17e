import type { ReactNode } from 'react';
import * as styles from './Card.css.ts';

export interface CardSlots {
  /** A picture or drawing across the top, shown at 16:9. */
  media?: ReactNode;
  /** The title row (a heading element from the caller, and optionally a badge or actions). */
  header?: ReactNode;
  /** The main content. */
  children?: ReactNode;
  /** A row of meta text or actions along the bottom. */
  footer?: ReactNode;
}

export type CardProps = CardSlots;

/** Renders the card's slots in order; shared by `Card` and the selectable cards of `GridList`. */
export function CardSlotsContent({ media, header, children, footer }: CardSlots) {
  return (
    <>
      {media ? <div className={styles.media}>{media}</div> : null}
      {header ? <div className={styles.header}>{header}</div> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
}

/**
 * A plain surface grouping related content. It is not interactive: for cards that can be selected or opened, use
 * `GridList` and `GridListItem`, which give the same look with keyboard navigation and selection.
 */
export function Card(props: CardProps) {
  return (
    <div className={styles.card}>
      <CardSlotsContent {...props} />
    </div>
  );
}

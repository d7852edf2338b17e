import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** An icon or a small illustration; decorative. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, usually one `Button`. */
  action?: ReactNode;
  /** Heading level of the title within the page. Default 2. */
  headingLevel?: 2 | 3 | 4;
}

/** What an empty list, folder or search says, and the one thing to do about it. */
export function EmptyState({ icon, title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { invertedSurface } from '../../tokens/theme.css.ts';
import * as styles from './PageSection.css.ts';

export const pageSectionBackgrounds = ['light', 'subtle', 'dark'] as const;
export const pageSectionWidths = ['narrow', 'default', 'wide'] as const;

export interface PageSectionProps {
  /** Anchor for `?id=` scrolling and in-page links. */
  id?: string;
  /** The section's h2; it also names the section landmark. */
  title?: ReactNode;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  /** `light` (default) white, `subtle` pale grey, `dark` the inverted near-black surface. */
  background?: (typeof pageSectionBackgrounds)[number];
  /** Content width: narrow 960, default 1200, wide 1440 px. */
  width?: (typeof pageSectionWidths)[number];
  /** Alignment of the title and lead. */
  align?: 'start' | 'center';
  children: ReactNode;
}

/** A full-bleed band of a marketing page with a centred container, an optional h2 title and lead. */
export function PageSection({
  id,
  title,
  lead,
  background = 'light',
  width = 'default',
  align = 'start',
  children,
}: PageSectionProps) {
  const titleId = useId();
  const className = [styles.section, styles.background[background], background === 'dark' ? invertedSurface : ''].join(
    ' ',
  );
  return (
    <section
      id={id}
      className={className}
      aria-labelledby={title !== undefined ? titleId : undefined}
      data-background={background}
    >
      <div className={styles.inner[width]}>
        {(title !== undefined || lead !== undefined) && (
          <div className={`${styles.header} ${styles.headerAlign[align]}`}>
            {title !== undefined && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {lead !== undefined && <p className={styles.lead}>{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

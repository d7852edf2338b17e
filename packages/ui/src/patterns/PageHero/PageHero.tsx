import { useId, type ReactNode } from 'react';
import { invertedSurface } from '../../tokens/theme.css.ts';
import * as styles from './PageHero.css.ts';

export const pageHeroBackgrounds = ['dark', 'light'] as const;

export interface PageHeroProps {
  /** A short line above the title (product family, "New"). */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Buttons and links (`LinkButton`, `Button`). */
  actions?: ReactNode;
  /** An illustration: beside the text when `align` is start, below it when centred. */
  art?: ReactNode;
  /** `dark` (default): near-black surface with light text, the product look. `light`: a pale band. */
  background?: (typeof pageHeroBackgrounds)[number];
  align?: 'start' | 'center';
}

/**
 * The full-bleed top band of a marketing page, holding the page's only h1. The dark background switches the colour
 * tokens to the inverted theme, so every component inside stays AA on near-black.
 */
export function PageHero({ eyebrow, title, lead, actions, art, background = 'dark', align = 'start' }: PageHeroProps) {
  const titleId = useId();
  const split = art !== undefined && align === 'start';
  const className = [styles.hero, styles.background[background], background === 'dark' ? invertedSurface : ''].join(
    ' ',
  );
  return (
    <section className={className} aria-labelledby={titleId} data-background={background}>
      <div className={`${styles.inner} ${styles.layout[split ? 'split' : 'stacked']}`}>
        <div className={`${styles.text} ${styles.textAlign[align]}`}>
          {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {lead !== undefined && <p className={styles.lead}>{lead}</p>}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </div>
        {art !== undefined && <div className={styles.art}>{art}</div>}
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { CameraTypeId, IndustryCode } from '@kankan/domain';
import { formatDate, formatNumber } from '@kankan/i18n';
import type { ReactNode } from 'react';
import { EyeIcon } from '../../icons/icons.tsx';
import { CaseCover } from './CaseCover.tsx';
import * as styles from './CaseCard.css.ts';
import { cameraNameOf, industryNameOf, useCaseVocabulary } from './useCaseVocabulary.ts';

export interface CaseCardProps {
  /** The case scene's title, in the page's language. */
  title: string;
  /** Industry code (spec 9): other 0, museum 1, real estate 2, e-commerce 3, catering 4, home 5. */
  industry: IndustryCode;
  /** The camera the scene was shot with: Pro 4, Minion 9, Lite 0. */
  cameraType: CameraTypeId;
  viewCount: number;
  /** When the scene was published, as a millisecond timestamp. */
  date: number;
  /** The scene viewer's address; the card opens it in a new tab. */
  href: string;
  /** The address of the case's picture (a view into its scene); without one the card draws a cover. */
  cover?: string | null;
  /** Varies the drawn cover between cards of one industry. */
  coverSeed?: number;
  /** Level of the title in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One industry case scene (spec 2.1, 2.5): its picture (or a drawn cover), the title, industry, camera, views and date. The whole
 * card is one link to the scene viewer (opened in a new tab); its name is the title.
 */
export function CaseCard({
  title,
  industry,
  cameraType,
  viewCount,
  date,
  href,
  cover = null,
  coverSeed = 1,
  headingLevel = 3,
}: CaseCardProps) {
  const { t } = useLingui();
  const { industries, cameras } = useCaseVocabulary();
  const industryName = industryNameOf(industry);
  const camera = cameras[cameraNameOf(cameraType)];
  const views = formatNumber(viewCount);
  const HeadingTag: `h${2 | 3 | 4}` = `h${headingLevel}`;
  const meta: { key: string; node: ReactNode }[] = [
    { key: 'industry', node: industries[industryName] },
    {
      key: 'views',
      node: (
        <span className={styles.views}>
          <EyeIcon size="small" />
          <span>{t`${views} views`}</span>
        </span>
      ),
    },
    { key: 'date', node: <time dateTime={new Date(date).toISOString()}>{formatDate(date)}</time> },
  ];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {cover ? (
          // The title says what the picture shows: it is decoration for assistive technology.
          <img className={styles.coverImage} src={cover} alt="" loading="lazy" />
        ) : (
          <CaseCover industry={industryName} seed={coverSeed} />
        )}
        <span className={styles.camera}>{t`Shot with ${camera}`}</span>
      </div>
      <div className={styles.body}>
        <HeadingTag className={styles.title}>
          <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
            {title}
            <span className={styles.hidden}>{t`(opens in a new tab)`}</span>
          </a>
        </HeadingTag>
        <ul className={styles.meta}>
          {meta.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

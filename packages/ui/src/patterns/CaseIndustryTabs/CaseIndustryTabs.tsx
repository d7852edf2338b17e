import { useLingui } from '@lingui/react/macro';
import { RouterAnchor } from '../../components/Link/RouterAnchor.tsx';
import { CASE_INDUSTRIES, useCaseVocabulary, type CaseIndustry } from '../CaseCard/useCaseVocabulary.ts';
import * as styles from './CaseIndustryTabs.css.ts';

export interface CaseIndustryTabsProps {
  /** The industry whose cases are shown. */
  selected: CaseIndustry;
  /** The address of each industry's case list (the site owns the routes and keeps the query string). */
  hrefFor: (industry: CaseIndustry) => string;
}

/**
 * The industry tabs of the case list (spec 2.1): all, real estate, museums, e-commerce, home, catering, other.
 * Each is a link to its own address, so they are a navigation list; the current one has `aria-current="page"`.
 */
export function CaseIndustryTabs({ selected, hrefFor }: CaseIndustryTabsProps) {
  const { t } = useLingui();
  const { industries } = useCaseVocabulary();
  return (
    <nav aria-label={t`Industries`}>
      <ul className={styles.list}>
        {CASE_INDUSTRIES.map((industry) => (
          <li key={industry}>
            <RouterAnchor
              href={hrefFor(industry)}
              className={styles.tab}
              aria-current={industry === selected ? 'page' : undefined}
            >
              {industry === 'all' ? t`All` : industries[industry]}
            </RouterAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

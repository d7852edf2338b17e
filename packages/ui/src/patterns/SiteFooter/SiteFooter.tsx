import { useLingui } from '@lingui/react/macro';
import {
  brandName,
  defaultBrand,
  hotlineHref,
  isSupportedLocale,
  supportHoursWords,
  type BrandConfig,
  type SupportedLocale,
} from '@kankan/domain';
import { Link } from '../../components/Link/Link.tsx';
import { invertedSurface } from '../../tokens/index.ts';
import * as styles from './SiteFooter.css.ts';

export interface FooterLink {
  id: string;
  /** In the page's language. */
  label: string;
  href: string;
}

export interface SiteFooterProps {
  /** The industry solution pages, labelled in the page's language. */
  industries: readonly FooterLink[];
  /** Where the company links go; the site owns the routes. */
  hrefs: { about: string; news: string; distributor: string; cases: string };
  /** The year of the copyright line. */
  year: number;
  brand?: BrandConfig;
}

/** The site footer (spec 2.5): industry pages, company links, contact lines and the copyright with the brand. */
export function SiteFooter({ industries, hrefs, year, brand = defaultBrand }: SiteFooterProps) {
  const { t, i18n } = useLingui();
  const locale: SupportedLocale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  const name = brandName(locale, brand);
  const { firstDay, lastDay, hours, zone } = supportHoursWords(locale);
  const company = [
    { id: 'about', label: t`About us`, href: hrefs.about },
    { id: 'news', label: t`News`, href: hrefs.news },
    { id: 'distributor', label: t`Become a distributor`, href: hrefs.distributor },
    { id: 'cases', label: t`All cases`, href: hrefs.cases },
  ];
  return (
    <footer className={`${styles.footer} ${invertedSurface}`}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <p className={styles.brand}>{name}</p>
          <nav aria-label={t`Industry solutions`}>
            <h2 className={styles.heading}>{t`Industry solutions`}</h2>
            <ul className={styles.list}>
              {industries.map((link) => (
                <li key={link.id}>
                  <Link href={link.href} tone="muted">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t`Company`}>
            <h2 className={styles.heading}>{t`Company`}</h2>
            <ul className={styles.list}>
              {company.map((link) => (
                <li key={link.id}>
                  <Link href={link.href} tone="muted">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="site-footer-contact">
            <h2 id="site-footer-contact" className={styles.heading}>{t`Contact us`}</h2>
            <dl className={styles.contact}>
              <dt className={styles.contactTerm}>{t`Sales`}</dt>
              <dd className={styles.contactValue}>
                <Link href={`mailto:${brand.salesEmail}`} tone="muted">
                  {brand.salesEmail}
                </Link>
              </dd>
              <dt className={styles.contactTerm}>{t`Media`}</dt>
              <dd className={styles.contactValue}>
                <Link href={`mailto:${brand.mediaEmail}`} tone="muted">
                  {brand.mediaEmail}
                </Link>
              </dd>
              <dt className={styles.contactTerm}>{t`Hotline`}</dt>
              <dd className={styles.contactValue}>
                <Link href={hotlineHref(brand)} tone="muted">
                  {brand.hotline}
                </Link>
              </dd>
              <dt className={styles.contactTerm}>{t`Support hours`}</dt>
              <dd className={styles.contactValue}>{t`${firstDay} to ${lastDay}, ${hours} (${zone})`}</dd>
            </dl>
          </section>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t`© ${year} ${name}. All rights reserved.`}</p>
        </div>
      </div>
    </footer>
  );
}

import { useLingui } from '@lingui/react/macro';
import { brandName, defaultBrand, isSupportedLocale, type BrandConfig } from '@kankan/domain';
import { RouterAnchor } from '../../components/Link/RouterAnchor.tsx';
import { invertedSurface } from '../../tokens/index.ts';
import { LogoMark } from './LogoMark.tsx';
import * as styles from './SiteHeader.css.ts';

export interface SiteHeaderSkeletonProps {
  homeHref: string;
  background?: 'light' | 'dark';
  brand?: BrandConfig;
}

/**
 * The header's bar while its code is still on the way (the site loads the header after the page): the same height
 * and background with the logo's home link, and no menus or buttons that would not answer yet.
 */
export function SiteHeaderSkeleton({ homeHref, background = 'light', brand = defaultBrand }: SiteHeaderSkeletonProps) {
  const { t, i18n } = useLingui();
  const name = brandName(isSupportedLocale(i18n.locale) ? i18n.locale : 'zh', brand);
  return (
    <header className={background === 'dark' ? `${styles.header} ${invertedSurface}` : styles.header} aria-busy="true">
      <div className={styles.inner}>
        <RouterAnchor href={homeHref} className={styles.logo} aria-label={t`${name} home`}>
          <LogoMark />
          <span className={styles.logoText}>{name}</span>
        </RouterAnchor>
      </div>
    </header>
  );
}

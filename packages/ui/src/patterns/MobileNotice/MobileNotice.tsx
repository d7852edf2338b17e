import { useLingui } from '@lingui/react/macro';
import { brandName, defaultBrand, isSupportedLocale, type BrandConfig, type SupportedLocale } from '@kankan/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import * as styles from './MobileNotice.css.ts';

export interface MobileNoticeProps {
  /** The site's address to open on a computer, e.g. "https://www.kankan-space.example". */
  siteAddress: string;
  /**
   * Copies the address; return a promise that rejects when copying failed. Default: the browser's clipboard.
   * The address stays selectable by hand either way.
   */
  onCopy?: (address: string) => Promise<void>;
  brand?: BrandConfig;
}

function DesktopIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 132 88" fill="none" aria-hidden="true" focusable="false">
      <rect x="14" y="6" width="104" height="64" rx="5" stroke="currentColor" strokeWidth="3" />
      <path d="M4 78h124" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M66 22 84 32v18L66 60 48 50V32z" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M66 42 84 32M66 42 48 32M66 42v18" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The single page phones see (spec 1): the brand, a short request to use a desktop browser, the address to copy. */
export function MobileNotice({ siteAddress, onCopy, brand = defaultBrand }: MobileNoticeProps) {
  const { t, i18n } = useLingui();
  const locale: SupportedLocale = isSupportedLocale(i18n.locale) ? i18n.locale : 'zh';
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await (onCopy ? onCopy(siteAddress) : navigator.clipboard.writeText(siteAddress));
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <main className={styles.page}>
      <div className={styles.brand}>{brandName(locale, brand)}</div>
      <DesktopIllustration />
      <h1 className={styles.title}>{t`Please open this site on a computer`}</h1>
      <p className={styles.text}>
        {t`Shopping, camera management and 3D scene editing are designed for large screens. Open the address below in a desktop browser.`}
      </p>
      <div className={styles.address}>
        <div className={styles.addressValue}>{siteAddress}</div>
        <Button size="large" fullWidth onPress={() => void copy()}>
          {t`Copy the address`}
        </Button>
        <div role="status" className={styles.status}>
          {copyState === 'copied'
            ? t`Address copied.`
            : copyState === 'failed'
              ? t`Could not copy. Press and hold the address to copy it.`
              : ''}
        </div>
      </div>
    </main>
  );
}

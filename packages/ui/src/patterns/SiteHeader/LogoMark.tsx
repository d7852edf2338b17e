import * as styles from './SiteHeader.css.ts';

/** The logo's mark: a lens inside a scanned cube. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 28 28" className={styles.logoMark} aria-hidden="true" focusable="false">
      <path className={styles.logoMarkBody} d="M14 1.5 25.5 8v12L14 26.5 2.5 20V8z" />
      <path
        className={styles.logoMarkLine}
        d="M14 13.5 25 7.8M14 13.5 3 7.8M14 13.5V26"
        fill="none"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <circle className={styles.logoMarkLine} cx="14" cy="13.5" r="3.4" fill="none" strokeWidth="1.6" />
    </svg>
  );
}

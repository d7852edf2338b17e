import { Trans, useLingui } from '@lingui/react/macro';
import { InfoIcon } from '../../icons/icons.tsx';
import * as styles from './DemoBanner.css.ts';

export interface DemoBannerProps {
  /**
   * The page listing the verification codes the demo "sends" (the server's mailbox). A plain link: it leaves the
   * site for a page the server serves itself.
   */
  mailboxHref: string;
}

/**
 * A quiet strip above the header of every page while the server runs as a demo: payments are simulated and
 * verification codes are shown on the mailbox page, so nobody takes the site for the real shop.
 */
export function DemoBanner({ mailboxHref }: DemoBannerProps) {
  const { t } = useLingui();
  return (
    <aside className={styles.banner} aria-label={t`Demo`}>
      <span className={styles.icon}>
        <InfoIcon />
      </span>
      <p className={styles.text}>
        <Trans>
          <strong className={styles.label}>Demo site.</strong> Payments are simulated and nothing is delivered;
          verification codes are not sent but shown in the{' '}
          <a className={styles.link} href={mailboxHref}>
            demo mailbox
          </a>
          .
        </Trans>
      </p>
    </aside>
  );
}

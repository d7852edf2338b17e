import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button/Button.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { QrCodeIcon, SuccessIcon } from '../../icons/icons.tsx';
import * as styles from './LoginPanel.css.ts';

export const qrStatuses = ['loading', 'waiting', 'scanned', 'expired'] as const;
export type QrStatus = (typeof qrStatuses)[number];

export interface CameraLoginProps {
  /** The QR code to scan with the camera app, as an image URL (a `data:` URL drawn by the site). */
  qrSrc?: string;
  status: QrStatus;
  onRefreshQr: () => void;
}

/** Camera (device) login: scan the QR code with the camera app and confirm there. */
export function CameraLogin({ qrSrc, status, onRefreshQr }: CameraLoginProps) {
  const { t } = useLingui();
  const showImage = qrSrc !== undefined && status !== 'loading';
  return (
    <div className={styles.camera}>
      <div className={styles.qrBox}>
        {showImage ? (
          <img
            className={status === 'expired' ? `${styles.qrImage} ${styles.qrExpired}` : styles.qrImage}
            src={qrSrc}
            alt={t`QR code for camera login`}
          />
        ) : (
          <Spinner label={t`Loading the QR code`} />
        )}
        {status === 'expired' ? (
          <span className={styles.qrOverlay}>
            <QrCodeIcon size="large" />
          </span>
        ) : null}
      </div>
      <div role="status" className={styles.camera}>
        {status === 'waiting' ? (
          <p
            className={styles.status}
          >{t`Open the camera app and scan this QR code to log in with the camera account.`}</p>
        ) : status === 'scanned' ? (
          <p className={styles.statusStrong}>
            <SuccessIcon size="small" /> {t`Scanned. Confirm the login in the camera app.`}
          </p>
        ) : status === 'expired' ? (
          <p className={styles.statusStrong}>{t`The QR code has expired.`}</p>
        ) : null}
      </div>
      {status === 'expired' ? (
        <Button variant="outline" onPress={onRefreshQr}>
          {t`Refresh QR code`}
        </Button>
      ) : null}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { POINTS, cameraDisplayName, canGenerateScenes, canPurchaseForCamera, planExpiryState } from '@kankan/domain';
import { clientMessage, formatCapacity, formatDate, formatDateTime, formatDaysLeft } from '@kankan/i18n';
import { useId, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Meter } from '../../components/Meter/Meter.tsx';
import { ExpiryImpactNote, type ExpiryImpact } from '../ExpiryImpactNote/ExpiryImpactNote.tsx';
import * as shared from '../accountForms.css.ts';
import * as styles from './CameraCard.css.ts';

/** One of the user's cameras as the card shows it (spec 3 "Camera"). Times are millisecond timestamps. */
export interface CameraSummary {
  id: number;
  /** The camera's account name; a `4DKKPRO_` prefix is not shown. */
  childName: string;
  snCode: string;
  /** Camera type id (Pro 4, Minion 9, Lite 0). */
  type: number;
  /** Used cloud space in bytes. */
  usedSpace: number;
  /** Total cloud space in bytes. */
  totalSpace: number;
  /** When the storage plan expires; null on the free base capacity. */
  expiryTime: number | null;
  /** The storage plan's name (20G, 50G, 200G, 1T) while it runs; null or absent on the base capacity. */
  planName?: string | null;
  /** The points balance (exDot). */
  points: number;
  sceneCount: number;
  lastShootTime: number | null;
  /** The collaborator's user name, if any. */
  cooperationUser: string | null;
  /** A membership is authorised to the camera: unlimited capacity. */
  hasMembership: boolean;
}

export interface CameraActions {
  /** Top up points (opens the points dialog). */
  onTopUp: (camera: CameraSummary) => void;
  /** Buy, renew or upgrade cloud storage (opens the storage-plan dialog). */
  onBuyStorage: (camera: CameraSummary) => void;
  /** Invite a collaborator (opens the invite dialog). */
  onInviteCollaborator: (camera: CameraSummary) => void;
  /** Cancel the camera's collaborator. */
  onCancelCollaborator: (camera: CameraSummary) => void;
  /**
   * Unbind the camera, after the user confirmed (message 26). A returned promise keeps the question pending; when
   * it rejects the question stays for a retry.
   */
  onUnbind: (camera: CameraSummary) => unknown;
}

export interface CameraCardProps extends CameraActions {
  camera: CameraSummary;
  /** The current time (ms), for the storage expiry. */
  now: number;
  /** A camera-account (device) login: no top-up and no storage purchase (spec 6). */
  deviceLogin?: boolean;
  /** What the plan's expiry would archive; shown when it archives something. */
  expiryImpact?: ExpiryImpact | null;
}

/**
 * A camera in "my cameras" (spec 2.4 /device): its name and serial number, the cloud capacity used, the plan's
 * expiry, the points (with the under-99 warning), scenes, last shooting time, collaborator and membership, and the
 * actions on it.
 */
export function CameraCard({
  camera,
  now,
  deviceLogin = false,
  expiryImpact = null,
  onTopUp,
  onBuyStorage,
  onInviteCollaborator,
  onCancelCollaborator,
  onUnbind,
}: CameraCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = cameraDisplayName(camera.childName);
  const canBuy = canPurchaseForCamera({ deviceLogin });
  const lowPoints = !canGenerateScenes(camera.points);
  const used = formatCapacity(camera.usedSpace);
  const total = formatCapacity(camera.totalSpace);
  const state = camera.expiryTime === null ? null : planExpiryState({ expiry: camera.expiryTime, now });
  const expired = camera.expiryTime !== null && camera.expiryTime <= now;
  const min = POINTS.minForNewScenes;
  const points = camera.points;

  let expiry: string;
  if (camera.expiryTime === null) expiry = t`No expiry (base capacity)`;
  else {
    const date = formatDate(camera.expiryTime);
    if (expired) expiry = t`Expired on ${date}`;
    else if (state?.state === 'expiring' || state?.state === 'expiresToday') {
      const left = formatDaysLeft(state.daysLeft);
      expiry = t`${date} (${left})`;
    } else expiry = date;
  }
  const expiryStyle =
    expired || state?.state === 'expiresToday'
      ? styles.critical
      : state?.state === 'expiring'
        ? styles.caution
        : shared.value;
  const plan = camera.planName && !expired ? camera.planName : null;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 className={styles.title} id={titleId}>
          {name}
        </h3>
        {camera.hasMembership ? (
          <Badge tone="positive" dot>{t`Membership bound`}</Badge>
        ) : (
          <Badge tone="neutral">{t`No membership`}</Badge>
        )}
      </header>
      <div className={styles.body}>
        {camera.hasMembership ? (
          <div className={styles.unlimited}>
            <span className={styles.unlimitedLabel}>{t`Cloud storage`}</span>
            <span>{t`${used} used · unlimited with membership`}</span>
          </div>
        ) : (
          <Meter
            label={t`Cloud storage`}
            value={camera.usedSpace}
            minValue={0}
            maxValue={Math.max(camera.totalSpace, 1)}
            valueLabel={t`${used} of ${total}`}
          />
        )}
        <dl className={shared.facts}>
          <dt className={shared.term}>{t`Serial number`}</dt>
          <dd className={shared.value}>{camera.snCode}</dd>
          <dt className={shared.term}>{t`Storage plan`}</dt>
          <dd className={shared.value}>
            {camera.hasMembership ? t`Membership (unlimited)` : plan ? plan : t`Base capacity`}
          </dd>
          <dt className={shared.term}>{t`Storage expires`}</dt>
          <dd className={expiryStyle}>{expiry}</dd>
          <dt className={shared.term}>{t`Points`}</dt>
          <dd className={lowPoints ? styles.caution : shared.value}>{points}</dd>
          <dt className={shared.term}>{t`Scenes`}</dt>
          <dd className={shared.value}>{camera.sceneCount}</dd>
          <dt className={shared.term}>{t`Last shot`}</dt>
          <dd className={shared.value}>
            {camera.lastShootTime === null ? t`Not yet` : formatDateTime(camera.lastShootTime)}
          </dd>
          <dt className={shared.term}>{t`Collaborator`}</dt>
          <dd className={shared.value}>{camera.cooperationUser ?? t`None`}</dd>
        </dl>
        {expiryImpact && canBuy && !camera.hasMembership ? <ExpiryImpactNote impact={expiryImpact} /> : null}
        {lowPoints ? (
          <InlineAlert tone="caution">
            {t`Under ${min} points: new scenes can't be generated until the camera is topped up.`}
          </InlineAlert>
        ) : null}
      </div>
      <footer className={styles.footer}>
        {canBuy ? (
          <>
            <Button size="small" onPress={() => onTopUp(camera)} aria-describedby={titleId}>
              {t`Top up points`}
            </Button>
            <Button size="small" variant="outline" onPress={() => onBuyStorage(camera)} aria-describedby={titleId}>
              {camera.expiryTime === null || expired ? t`Buy storage` : t`Renew storage`}
            </Button>
          </>
        ) : null}
        {camera.cooperationUser === null ? (
          <Button
            size="small"
            variant="outline"
            tone="neutral"
            onPress={() => onInviteCollaborator(camera)}
            aria-describedby={titleId}
          >
            {t`Invite collaborator`}
          </Button>
        ) : (
          <Button
            size="small"
            variant="outline"
            tone="neutral"
            onPress={() => onCancelCollaborator(camera)}
            aria-describedby={titleId}
          >
            {t`Cancel collaborator`}
          </Button>
        )}
        <Button
          size="small"
          variant="ghost"
          tone="critical"
          onPress={() => setConfirming(true)}
          aria-describedby={titleId}
        >
          {t`Unbind`}
        </Button>
      </footer>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t`Unbind ${name}`}
        confirmLabel={t`Unbind`}
        onConfirm={() => onUnbind(camera)}
      >
        {clientMessage('confirmUnbind')}
      </AlertDialog>
    </article>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  CAMERA_TABS,
  PLAN_EXPIRING_WINDOW_DAYS,
  camerasByType,
  planExpiryState,
  type CameraTypeName,
} from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.tsx';
import { CameraIcon, PlusIcon } from '../../icons/icons.tsx';
import { CameraCard, type CameraActions, type CameraSummary } from '../CameraCard/CameraCard.tsx';
import type { ExpiryImpact } from '../ExpiryImpactNote/ExpiryImpactNote.tsx';
import * as styles from './CameraList.css.ts';

export interface CameraListProps extends CameraActions {
  /** All of the user's cameras; the tabs split them by type. */
  cameras: readonly CameraSummary[];
  /** The current time (ms), for the storage expiry. */
  now: number;
  /** The tab shown (controlled). */
  selectedType?: CameraTypeName;
  /** The tab shown first. Default Pro. */
  defaultSelectedType?: CameraTypeName;
  onSelectedTypeChange?: (type: CameraTypeName) => void;
  /** Bind a camera by serial number (opens the add-camera dialog). */
  onBindCamera: () => void;
  /** A camera-account (device) login: no top-up and no storage purchase. */
  deviceLogin?: boolean;
  /** What each camera's plan expiry would archive, by camera id (shown on its card). */
  expiryImpacts?: Readonly<Record<number, ExpiryImpact>>;
}

function isCameraTab(key: unknown): key is CameraTypeName {
  return typeof key === 'string' && (CAMERA_TABS as readonly string[]).includes(key);
}

/**
 * My cameras (spec 2.4 /device): tabs Pro, Minion and Lite with their counts, a card per camera, an empty state per
 * tab, and "Bind camera". A successful unbind is announced (message 33).
 */
export function CameraList({
  cameras,
  now,
  selectedType,
  defaultSelectedType = 'pro',
  onSelectedTypeChange,
  onBindCamera,
  deviceLogin = false,
  expiryImpacts = {},
  onUnbind,
  ...actions
}: CameraListProps) {
  const { t } = useLingui();
  const [tab, setTab] = useControlledState<CameraTypeName>(
    selectedType as CameraTypeName,
    defaultSelectedType,
    onSelectedTypeChange,
  );
  const [unbound, setUnbound] = useState(false);
  const groups = camerasByType(cameras);
  // Plans that end within the reminder window and are not covered by a membership (which makes capacity unlimited).
  const ending = cameras.filter((camera) => {
    if (camera.expiryTime === null || camera.hasMembership) return false;
    const state = planExpiryState({ expiry: camera.expiryTime, now }).state;
    return state === 'expiring' || state === 'expiresToday';
  });
  const days = PLAN_EXPIRING_WINDOW_DAYS;
  const endingCount = ending.length;
  const serials = ending.map((camera) => camera.snCode).join(', ');
  const names: Record<CameraTypeName, string> = { pro: t`Pro`, minion: t`Minion`, lite: t`Lite` };
  const empty: Record<CameraTypeName, string> = {
    pro: t`No Pro cameras yet`,
    minion: t`No Minion cameras yet`,
    lite: t`No Lite cameras yet`,
  };

  const unbind = async (camera: CameraSummary) => {
    setUnbound(false);
    await onUnbind(camera);
    setUnbound(true);
  };

  const bind = (
    <Button icon={<PlusIcon size="small" />} onPress={onBindCamera}>
      {t`Bind camera`}
    </Button>
  );

  return (
    <div className={styles.root}>
      <div role="status" className={styles.status}>
        {unbound ? clientMessage('unbound') : null}
      </div>
      {endingCount > 0 && !deviceLogin ? (
        <InlineAlert
          tone="caution"
          title={endingCount === 1 ? t`A storage plan ends soon` : t`${endingCount} storage plans end soon`}
        >
          {t`Plans ending within ${days} days: ${serials}. Renew them on their cards to keep every scene online.`}
        </InlineAlert>
      ) : null}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          if (isCameraTab(key)) setTab(key);
        }}
      >
        <div className={styles.bar}>
          <TabList aria-label={t`Camera types`}>
            {CAMERA_TABS.map((type) => (
              <Tab key={type} id={type} count={groups[type].length}>
                {names[type]}
              </Tab>
            ))}
          </TabList>
          {bind}
        </div>
        {CAMERA_TABS.map((type) => (
          <TabPanel key={type} id={type}>
            {groups[type].length === 0 ? (
              <EmptyState
                icon={<CameraIcon size="large" />}
                headingLevel={3}
                title={empty[type]}
                description={t`Bind a camera with its serial number (SN) to manage its scenes, storage and points here.`}
                action={
                  <Button variant="outline" onPress={onBindCamera}>
                    {t`Bind camera`}
                  </Button>
                }
              />
            ) : (
              <ul className={styles.grid} aria-label={names[type]}>
                {groups[type].map((camera) => (
                  <li key={camera.id} className={styles.cell}>
                    <CameraCard
                      camera={camera}
                      now={now}
                      deviceLogin={deviceLogin}
                      expiryImpact={expiryImpacts[camera.id] ?? null}
                      onUnbind={unbind}
                      {...actions}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

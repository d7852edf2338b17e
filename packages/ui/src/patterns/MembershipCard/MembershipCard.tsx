import { useLingui } from '@lingui/react/macro';
import {
  BASE_CAPACITY_GB,
  canAuthoriseMembership,
  cameraDisplayName,
  membershipAuthoriseBlockCode,
  membershipState,
  type MembershipState,
} from '@kankan/domain';
import { clientMessage, formatDate, formatDaysLeft, messageForCode } from '@kankan/i18n';
import { useId, useState } from 'react';
import type { Key } from 'react-aria-components';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { SelectItem } from '../../components/Select/SelectItem.tsx';
import type { ServerError } from '../accountForms.ts';
import * as shared from '../accountForms.css.ts';
import * as styles from './MembershipCard.css.ts';

/** A membership (increment, spec 3). Times are millisecond timestamps. */
export interface MembershipSummary {
  id: number;
  /** The camera it is authorised to, or null. */
  cameraId: number | null;
  /** That camera's serial number. */
  snCode: string | null;
  purchaseTime: number;
  expiryTime: number;
}

/** One of the user's own cameras, as the authorise choice lists it. */
export interface OwnCamera {
  id: number;
  snCode: string;
  childName: string;
  /** Another membership is already authorised to it (it cannot be chosen: 3032). */
  hasMembership: boolean;
}

/** Codes about the camera choice show at the select; others above the actions. */
const CHOICE_CODES: readonly number[] = [3031, 3032, 6005, 6012];

export interface MembershipCardProps {
  membership: MembershipSummary;
  /** The current time (ms): the state is computed from it. */
  now: number;
  /** The user's own cameras (members may authorise only their own). */
  cameras: readonly OwnCamera[];
  /** Authorise the membership to this camera. */
  onAuthorise: (cameraId: number) => void;
  /**
   * Deauthorise it from its camera, after the user confirmed. A returned promise keeps the question pending; when it
   * resolves message 46 is announced.
   */
  onDeauthorise: () => unknown;
  /** Renew the membership. */
  onRenew: () => void;
  /** An authorise call is running. */
  isPending?: boolean;
  /** The last authorise call's refusal: 3031 / 3032 / 6005 / 6012 at the camera choice, others above the actions. */
  serverError?: ServerError | null;
}

const stateTone = {
  valid: 'positive',
  expiring: 'caution',
  expiresToday: 'critical',
  expired: 'neutral',
} as const satisfies Record<MembershipState['state'], string>;

/**
 * A membership (spec 2.4 /information, 4): its state (valid, expiring with the days left, expires today, expired),
 * the camera it is authorised to, purchase and expiry dates, authorising it to one of the user's cameras or
 * deauthorising it (it must be deauthorised before it can change camera), and Renew.
 */
export function MembershipCard({
  membership,
  now,
  cameras,
  onAuthorise,
  onDeauthorise,
  onRenew,
  isPending = false,
  serverError = null,
}: MembershipCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const state = membershipState({ expiry: membership.expiryTime, now });
  const [choice, setChoice] = useState<number | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  // A server refusal shows until the user picks again.
  const [pickedAfter, setPickedAfter] = useState<ServerError | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deauthorised, setDeauthorised] = useState(false);
  const shownServer = serverError && serverError !== pickedAfter ? serverError : null;
  const fieldError =
    choiceError ?? (shownServer && CHOICE_CODES.includes(shownServer.code) ? messageForCode(shownServer.code) : null);
  const formError = shownServer && !CHOICE_CODES.includes(shownServer.code) ? messageForCode(shownServer.code) : null;
  const isBound = membership.cameraId !== null;
  const canAuthorise = canAuthoriseMembership({ expiry: membership.expiryTime, now });

  const stateLabel: Record<MembershipState['state'], string> = {
    valid: t`Valid`,
    expiring: t`Expiring`,
    expiresToday: formatDaysLeft(0),
    expired: formatDaysLeft(-1),
  };

  const authorise = () => {
    if (isPending) return;
    const camera = cameras.find((c) => c.id === choice);
    if (!camera) {
      setChoiceError(t`Choose one of your cameras.`);
      return;
    }
    const code = membershipAuthoriseBlockCode(membership, camera);
    if (code !== null) {
      setChoiceError(messageForCode(code));
      return;
    }
    onAuthorise(camera.id);
  };

  const confirmDeauthorise = async () => {
    setDeauthorised(false);
    await onDeauthorise();
    setDeauthorised(true);
  };

  const base = BASE_CAPACITY_GB;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h3 className={styles.title} id={titleId}>
          {t`Membership`}
        </h3>
        <div className={styles.status}>
          {state.state === 'expiring' ? (
            <span className={styles.daysLeft}>{formatDaysLeft(state.daysLeft)}</span>
          ) : null}
          <Badge tone={stateTone[state.state]} dot>
            {stateLabel[state.state]}
          </Badge>
        </div>
      </header>
      <dl className={shared.facts}>
        <dt className={shared.term}>{t`Authorised camera`}</dt>
        <dd className={shared.value}>{membership.snCode ?? t`Not authorised`}</dd>
        <dt className={shared.term}>{t`Purchased`}</dt>
        <dd className={shared.value}>{formatDate(membership.purchaseTime)}</dd>
        <dt className={shared.term}>{t`Expires`}</dt>
        <dd className={shared.value}>{formatDate(membership.expiryTime)}</dd>
      </dl>
      <div role="status" className={styles.announce}>
        {deauthorised ? clientMessage('deauthorised') : null}
      </div>
      {formError ? (
        <InlineAlert tone="critical" isLive>
          {formError}
        </InlineAlert>
      ) : null}
      {isBound ? (
        <p className={styles.note}>{t`To authorise another camera, deauthorise this one first.`}</p>
      ) : canAuthorise ? (
        <Select<OwnCamera>
          label={t`Authorise to camera`}
          items={cameras}
          disabledKeys={cameras.filter((camera) => camera.hasMembership).map((camera) => camera.id)}
          value={choice}
          onChange={(key: Key | null) => {
            setChoice(key === null ? null : Number(key));
            setChoiceError(null);
            setPickedAfter(serverError);
          }}
          isInvalid={fieldError !== null}
          errorMessage={fieldError ?? undefined}
          description={cameras.length === 0 ? t`Bind a camera to your account first.` : undefined}
          isDisabled={isPending || cameras.length === 0}
        >
          {(camera) => {
            const name = cameraDisplayName(camera.childName);
            const sn = camera.snCode;
            const label = camera.hasMembership ? t`${name} (SN ${sn}, has a membership)` : t`${name} (SN ${sn})`;
            return (
              <SelectItem id={camera.id} textValue={label}>
                {label}
              </SelectItem>
            );
          }}
        </Select>
      ) : (
        <p className={styles.note}>{t`Renew the membership to authorise it to a camera.`}</p>
      )}
      <footer className={styles.footer}>
        {!isBound && canAuthorise ? (
          <Button
            size="small"
            onPress={authorise}
            isPending={isPending}
            isDisabled={cameras.length === 0}
            aria-describedby={titleId}
          >
            {t`Authorise`}
          </Button>
        ) : null}
        <Button
          size="small"
          variant={state.state === 'valid' || (!isBound && canAuthorise) ? 'outline' : 'solid'}
          onPress={onRenew}
          aria-describedby={titleId}
        >
          {t`Renew`}
        </Button>
        {isBound ? (
          <Button size="small" variant="ghost" tone="critical" onPress={() => setConfirming(true)}>
            {t`Deauthorise`}
          </Button>
        ) : null}
      </footer>
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={t`Deauthorise membership`}
        confirmLabel={t`Deauthorise`}
        onConfirm={confirmDeauthorise}
      >
        {t`Scenes of camera ${membership.snCode ?? ''} beyond the free ${base} GB will be archived until a membership is authorised to it again.`}
      </AlertDialog>
    </article>
  );
}

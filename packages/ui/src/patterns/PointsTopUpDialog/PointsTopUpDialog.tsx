import { useLingui } from '@lingui/react/macro';
import {
  POINTS,
  availablePointsPackages,
  cameraDisplayName,
  canGenerateScenes,
  canTopUp,
  charge,
  type PaymentRegion,
} from '@kankan/domain';
import { formatMoney, messageForCode } from '@kankan/i18n';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import { Radio, RadioGroup } from '../../components/RadioGroup/RadioGroup.tsx';
import * as styles from './PointsTopUpDialog.css.ts';

export interface PointsTopUpDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The camera's childName; shown without the 4DKKPRO_ prefix. */
  cameraName: string;
  /** The camera's available points. */
  balance: number;
  /** The order is being created: Pay shows a spinner and the choice is locked. */
  isPending?: boolean;
  /**
   * Who pays (`paymentRegion` of @kankan/domain for the camera and language): yuan with the domestic wallets, or US
   * dollars with the international provider. Prices come from `charge`, as the server's order does.
   */
  region: PaymentRegion;
  /** Pay for the chosen package. */
  onPay: (choice: { points: number }) => void;
}

/**
 * Points top-up (spec 2.5, 3, 4; min 868 px): the camera, its balance, the 600 / 800 / 1000 packages priced in the
 * region's currency and the amount payable. A package that would take the balance over 100,000 is disabled with the
 * reason; under 99 points a warning says that new scenes stop.
 */
export function PointsTopUpDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  cameraName,
  balance,
  region,
  isPending = false,
  onPay,
}: PointsTopUpDialogProps) {
  const { t, i18n } = useLingui();
  const amountId = useId();
  const available = availablePointsPackages(balance);
  const [chosen, setChosen] = useState<number | null>(available[0] ?? null);
  const points = chosen !== null && canTopUp(balance, chosen) ? chosen : null;
  const displayName = cameraDisplayName(cameraName);
  const balanceText = i18n.number(balance);
  const minimum = POINTS.minForNewScenes;
  const price = (size: number) => {
    const priced = charge({ kind: 'points', points: size }, { region });
    return formatMoney(priced.amount, priced.currency);
  };

  return (
    <Modal size="wide" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={t`Top up points`}
        footer={({ close }) => (
          <>
            <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
              {t`Cancel`}
            </Button>
            <Button
              isDisabled={points === null}
              isPending={isPending}
              aria-describedby={amountId}
              onPress={() => {
                if (points !== null) onPay({ points });
              }}
            >
              {t`Pay`}
            </Button>
          </>
        )}
      >
        <div className={styles.stack}>
          <dl className={styles.facts}>
            <dt className={styles.term}>{t`Camera`}</dt>
            <dd className={styles.value}>{displayName}</dd>
            <dt className={styles.term}>{t`Current balance`}</dt>
            <dd className={styles.value}>{t`${balanceText} points`}</dd>
          </dl>
          {canGenerateScenes(balance) ? null : (
            <InlineAlert tone="caution" title={t`Low balance`}>
              {t`With fewer than ${minimum} points this camera cannot generate new scenes. Top up to continue.`}
            </InlineAlert>
          )}
          <RadioGroup
            label={t`Package`}
            orientation="horizontal"
            value={points === null ? null : String(points)}
            onChange={(value) => setChosen(Number(value))}
            isDisabled={isPending}
          >
            {POINTS.packages.map((size) => {
              const allowed = canTopUp(balance, size);
              const sizeText = i18n.number(size);
              return (
                <Radio
                  key={size}
                  value={String(size)}
                  isDisabled={!allowed}
                  description={allowed ? price(size) : messageForCode(6004)}
                >
                  {t`${sizeText} points`}
                </Radio>
              );
            })}
          </RadioGroup>
          {available.length === 0 ? <InlineAlert tone="info">{messageForCode(6004)}</InlineAlert> : null}
          <p className={styles.total} id={amountId}>
            <span>{t`Amount payable`}</span>
            <span className={styles.amount}>{price(points ?? 0)}</span>
          </p>
        </div>
      </Dialog>
    </Modal>
  );
}

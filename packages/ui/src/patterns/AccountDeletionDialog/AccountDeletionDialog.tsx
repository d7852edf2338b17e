import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_DELETION_COOLING_OFF_DAYS } from '@kankan/domain';
import { formatDate } from '@kankan/i18n';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Dialog, Modal } from '../../components/Dialog/Dialog.tsx';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert.tsx';
import * as styles from './AccountDeletionDialog.css.ts';

export interface AccountDeletionDialogProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** `confirm` asks; `submitted` tells the user the request is in and when it takes effect. */
  status: 'confirm' | 'submitted';
  /** When the deletion takes effect (ms), for the `submitted` screen. */
  effectiveDate?: number;
  /** The request is being sent. */
  isPending?: boolean;
  /** The user ticked the confirmation and pressed Delete account. */
  onConfirm: () => void;
  /**
   * Shown before the confirmation on the `confirm` screen: a way to keep a copy of the account's records (the
   * caller's download control), since deletion removes them.
   */
  dataExport?: ReactNode;
}

/**
 * Account deletion (spec 2.5, 4), shown on the payment-centre screen: what deletion removes, the 15-day
 * cooling-off (logging in during it cancels the request), a confirmation checkbox and a destructive button; then
 * a "request submitted" screen with the date the deletion takes effect.
 */
export function AccountDeletionDialog({
  isOpen,
  defaultOpen,
  onOpenChange,
  status,
  effectiveDate,
  isPending = false,
  onConfirm,
  dataExport,
}: AccountDeletionDialogProps) {
  const { t } = useLingui();
  const [understood, setUnderstood] = useState(false);
  const [tried, setTried] = useState(false);
  const days = ACCOUNT_DELETION_COOLING_OFF_DAYS;
  const submitted = status === 'submitted';
  const dateText = effectiveDate === undefined ? null : formatDate(effectiveDate);

  return (
    <Modal size="detail" isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog
        title={submitted ? t`Deletion request submitted` : t`Delete account`}
        footer={({ close }) =>
          submitted ? (
            <Button onPress={close}>{t`OK`}</Button>
          ) : (
            <>
              <Button variant="outline" tone="neutral" onPress={close} isDisabled={isPending}>
                {t`Cancel`}
              </Button>
              <Button
                tone="critical"
                isPending={isPending}
                onPress={() => {
                  setTried(true);
                  if (understood) onConfirm();
                }}
              >
                {t`Delete account`}
              </Button>
            </>
          )
        }
      >
        {submitted ? (
          <div className={styles.stack} role="status">
            <p className={styles.paragraph}>
              {dateText === null
                ? t`Your account will be deleted when the cooling-off period ends.`
                : t`Your account will be deleted on ${dateText}.`}
            </p>
            <p className={styles.paragraph}>{t`Changed your mind? Log in before then and the request is cancelled.`}</p>
          </div>
        ) : (
          <div className={styles.stack}>
            <InlineAlert tone="critical" title={t`Deleting your account cannot be undone`}>
              {t`After the ${days}-day cooling-off period your account is deleted for good. Logging in during the cooling-off period cancels the request.`}
            </InlineAlert>
            <div>
              <p className={styles.paragraph}>{t`Deleting your account:`}</p>
              <ul className={styles.list}>
                <li>{t`clears your account information;`}</li>
                <li>{t`ends your membership rights;`}</li>
                <li>{t`removes your transaction records;`}</li>
                <li>{t`unbinds all your cameras.`}</li>
              </ul>
            </div>
            {dataExport === undefined ? null : <div>{dataExport}</div>}
            <Checkbox
              isSelected={understood}
              onChange={setUnderstood}
              isDisabled={isPending}
              isInvalid={tried && !understood}
              validationBehavior="aria"
              errorMessage={t`Please confirm that you understand what deletion removes.`}
            >
              {t`I understand that my account and its data will be deleted.`}
            </Checkbox>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}

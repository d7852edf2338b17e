import { useLingui } from '@lingui/react/macro';
import { DOMESTIC_ADDRESS_COUNTRY, type AddressFields } from '@kankan/domain';
import { clientMessage } from '@kankan/i18n';
import { useId, useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog.tsx';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { EditIcon, PlusIcon, TrashIcon } from '../../icons/icons.tsx';
import * as styles from './AddressList.css.ts';

export interface SavedAddress extends AddressFields {
  id: number;
  /** The account's default delivery address (at most one). */
  isDefault?: boolean | undefined;
}

export interface AddressListProps {
  addresses: readonly SavedAddress[];
  /** Open the form for a new address. */
  onAdd: () => void;
  /** Open the form for this address. */
  onEdit: (address: SavedAddress) => void;
  /**
   * Delete this address, after the user confirmed (message 15). A returned promise keeps the confirmation pending;
   * when it resolves message 37 is announced, when it rejects message 38 and the dialog stays for a retry.
   */
  onDelete: (address: SavedAddress) => unknown;
  /** Make this address the default, or no longer the default; without it no default action is offered. */
  onSetDefault?: ((address: SavedAddress, isDefault: boolean) => void) | undefined;
}

function AddressItem({
  address,
  onEdit,
  onDelete,
  onSetDefault,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const region = [address.province, address.city, address.district].filter(Boolean).join(' ');
  const country = address.country === DOMESTIC_ADDRESS_COUNTRY ? t`China` : address.country;
  return (
    <li className={styles.item}>
      <div className={styles.text} id={id}>
        <div className={styles.who}>
          <span className={styles.receiver}>{address.receiver}</span>
          <span className={styles.phone}>{address.phone}</span>
          {address.isDefault ? (
            <Badge tone="info" size="small">
              {t`Default`}
            </Badge>
          ) : null}
        </div>
        <div className={styles.line}>
          <span>{country}</span> <span lang="zh-CN">{region}</span> <span>{address.detail}</span>
        </div>
      </div>
      <div className={styles.actions}>
        {onSetDefault ? (
          <Button variant="ghost" tone="neutral" size="small" aria-describedby={id} onPress={onSetDefault}>
            {address.isDefault ? t`Remove default` : t`Set as default`}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          tone="neutral"
          size="small"
          icon={<EditIcon size="small" />}
          aria-describedby={id}
          onPress={onEdit}
        >
          {t`Edit`}
        </Button>
        <Button
          variant="ghost"
          tone="critical"
          size="small"
          icon={<TrashIcon size="small" />}
          aria-describedby={id}
          onPress={onDelete}
        >
          {t`Delete`}
        </Button>
      </div>
    </li>
  );
}

/**
 * The saved receiver addresses (account info, spec 2.4 /information) with Edit and Delete on each (and, given
 * `onSetDefault`, setting or removing the one default, marked with a badge); Delete asks first
 * (message 15). Without addresses an empty state offers to add one.
 */
export function AddressList({ addresses, onAdd, onEdit, onDelete, onSetDefault }: AddressListProps) {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<SavedAddress | null>(null);
  const [status, setStatus] = useState<'deleted' | 'failed' | null>(null);
  const add = (
    <Button variant="outline" tone="neutral" icon={<PlusIcon size="small" />} onPress={onAdd}>
      {t`Add address`}
    </Button>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setStatus(null);
    try {
      await onDelete(deleting);
      setStatus('deleted');
    } catch (error) {
      setStatus('failed');
      throw error;
    }
  };

  return (
    <div className={styles.root}>
      <div role="status" className={styles.status}>
        {status === 'deleted' ? clientMessage('deleted') : status === 'failed' ? clientMessage('deleteFailed') : null}
      </div>
      {addresses.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t`No saved addresses`}
          description={t`Add a delivery address so orders and invoices can be sent to you.`}
          action={add}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t`Saved addresses`}>
            {addresses.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                onEdit={() => onEdit(address)}
                onDelete={() => setDeleting(address)}
                onSetDefault={onSetDefault ? () => onSetDefault(address, !address.isDefault) : undefined}
              />
            ))}
          </ul>
          <div>{add}</div>
        </>
      )}
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="critical"
        title={t`Delete address`}
        confirmLabel={t`Delete`}
        onConfirm={confirmDelete}
      >
        {clientMessage('confirmDelete')}
      </AlertDialog>
    </div>
  );
}

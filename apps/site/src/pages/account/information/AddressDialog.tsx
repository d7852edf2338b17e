import { useLingui } from '@lingui/react/macro';
import { useInsertAddress, useUpdateAddress } from '@kankan/api';
import { DOMESTIC_ADDRESS_COUNTRY, type AddressFields } from '@kankan/domain';
import { AddressForm, Dialog, Modal, type SavedAddress } from '@kankan/ui';
import { useState } from 'react';
import { useCodeError, type CodeError } from '../accountErrors.ts';

/** The form's target: a new address, or the saved one being edited. */
export type AddressEditing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

export interface AddressDialogProps {
  /** What the dialog edits; null closes it. */
  editing: AddressEditing | null;
  onClose: () => void;
  /** Called once the server has saved the address (before the dialog closes). */
  onSaved?: () => void;
}

/**
 * Adding or editing a delivery address in a dialog with the region picker: account info and the order confirmation
 * both use it. Refusals show at the form's fields and nothing typed is lost.
 */
export function AddressDialog({ editing, onClose, onSaved }: AddressDialogProps) {
  const { t } = useLingui();
  const insert = useInsertAddress();
  const update = useUpdateAddress();
  const codeError = useCodeError();
  const [serverError, setServerError] = useState<CodeError | null>(null);
  const [shown, setShown] = useState(editing);
  // A newly opened dialog starts without the last one's refusal.
  if (shown !== editing) {
    setShown(editing);
    setServerError(null);
  }

  const save = async (fields: AddressFields) => {
    setServerError(null);
    const body = { ...fields, country: fields.country || DOMESTIC_ADDRESS_COUNTRY };
    try {
      if (editing?.kind === 'edit') await update.mutateAsync({ body: { ...body, id: editing.address.id } });
      else await insert.mutateAsync({ body });
      onSaved?.();
      onClose();
    } catch (error) {
      setServerError(codeError(error));
    }
  };

  return (
    <Modal
      isOpen={editing !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      size="detail"
    >
      <Dialog title={editing?.kind === 'edit' ? t`Edit address` : t`Add address`}>
        <AddressForm
          defaultValue={editing?.kind === 'edit' ? editing.address : null}
          isPending={insert.isPending || update.isPending}
          serverError={serverError}
          onSubmit={save}
          onCancel={onClose}
        />
      </Dialog>
    </Modal>
  );
}

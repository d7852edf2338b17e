import { useLingui } from '@lingui/react/macro';
import { useAddresses, useDeleteAddress, useInsertAddress, useSetDefaultAddress, useUpdateAddress } from '@kankan/api';
import { DOMESTIC_ADDRESS_COUNTRY, type AddressFields } from '@kankan/domain';
import { AddressForm, AddressList, Dialog, InlineAlert, Modal, Skeleton, type SavedAddress } from '@kankan/ui';
import { useState } from 'react';
import { useCodeError, type CodeError } from '../accountErrors.ts';
import { Section } from './Section.tsx';

/** The form's target: a new address, or the saved one being edited. */
type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

/** Delivery addresses: the list with add, edit (in a dialog with the region picker) and delete. */
export function AddressSection() {
  const { t } = useLingui();
  const addresses = useAddresses();
  const insert = useInsertAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const codeError = useCodeError();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [serverError, setServerError] = useState<CodeError | null>(null);
  const open = (next: Editing) => {
    setServerError(null);
    setEditing(next);
  };

  const list: SavedAddress[] = (addresses.data ?? []).map((address) => ({
    ...address,
    district: address.district ?? '',
  }));

  const save = async (fields: AddressFields) => {
    setServerError(null);
    const body = { ...fields, country: fields.country || DOMESTIC_ADDRESS_COUNTRY };
    try {
      if (editing?.kind === 'edit') await update.mutateAsync({ body: { ...body, id: editing.address.id } });
      else await insert.mutateAsync({ body });
      setEditing(null);
    } catch (error) {
      setServerError(codeError(error));
    }
  };

  return (
    <Section
      id="address"
      title={t`Delivery addresses`}
      description={t`Where we send cameras you order and paper invoices.`}
    >
      {addresses.isPending ? (
        <Skeleton variant="text" lines={3} />
      ) : addresses.isError ? (
        <InlineAlert tone="critical">{t`Your addresses could not be loaded. Please reload the page.`}</InlineAlert>
      ) : (
        <AddressList
          addresses={list}
          onAdd={() => open({ kind: 'new' })}
          onEdit={(address) => open({ kind: 'edit', address })}
          onDelete={(address) => remove.mutateAsync({ body: { id: address.id } })}
          onSetDefault={(address, isDefault) => setDefault.mutate({ body: { id: address.id, isDefault } })}
        />
      )}
      <Modal
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        size="detail"
      >
        <Dialog title={editing?.kind === 'edit' ? t`Edit address` : t`Add address`}>
          <AddressForm
            defaultValue={editing?.kind === 'edit' ? editing.address : null}
            pending={insert.isPending || update.isPending}
            serverError={serverError}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        </Dialog>
      </Modal>
    </Section>
  );
}

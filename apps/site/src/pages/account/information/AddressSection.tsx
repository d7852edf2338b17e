import { useLingui } from '@lingui/react/macro';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '@kankan/api';
import { AddressList, InlineAlert, Skeleton } from '@kankan/ui';
import { useState } from 'react';
import { AddressDialog, type AddressEditing } from './AddressDialog.tsx';
import { savedAddresses } from './addresses.ts';
import { Section } from './Section.tsx';

/** Delivery addresses: the list with add, edit (in a dialog with the region picker) and delete. */
export function AddressSection() {
  const { t } = useLingui();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<AddressEditing | null>(null);

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
          addresses={savedAddresses(addresses.data ?? [])}
          onAdd={() => setEditing({ kind: 'new' })}
          onEdit={(address) => setEditing({ kind: 'edit', address })}
          onDelete={(address) => remove.mutateAsync({ body: { id: address.id } })}
          onSetDefault={(address, isDefault) => setDefault.mutate({ body: { id: address.id, isDefault } })}
        />
      )}
      <AddressDialog editing={editing} onClose={() => setEditing(null)} />
    </Section>
  );
}

import type { SavedAddress } from '@kankan/ui';

/** The saved addresses as the address patterns take them (a missing district is empty). */
export function savedAddresses(list: readonly (Omit<SavedAddress, 'district'> & { district: string | null })[]) {
  return list.map((address): SavedAddress => ({ ...address, district: address.district ?? '' }));
}

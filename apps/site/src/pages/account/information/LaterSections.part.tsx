import { AddressSection } from './AddressSection.tsx';
import { DataExportSection, DeletionSection } from './DataSection.tsx';
import { InvoiceTitleSection } from './InvoiceTitleSection.tsx';
import { MembershipSection } from './MembershipSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';

/**
 * The sections below the overview and profile: addresses (with the region picker), invoice titles, membership
 * authorisations, the password, the data download and account deletion. Their forms, selects and number fields are
 * most of the screen's code, so they arrive in a chunk of their own, fetched while the account information loads.
 */
export default function LaterSections({ now }: { now: number }) {
  return (
    <>
      <AddressSection />
      <InvoiceTitleSection />
      <MembershipSection now={now} />
      <PasswordSection />
      <DataExportSection />
      <DeletionSection now={now} />
    </>
  );
}

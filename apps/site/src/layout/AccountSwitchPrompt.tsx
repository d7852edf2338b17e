import { AlertDialog } from '@kankan/ui';
import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { useSession, useSite } from '../app/SiteContext.tsx';

/**
 * Asks before a sign-in link replaces the account signed in here (the link's token was held back at start-up):
 * switching logs the current account out; staying forgets the link.
 */
export function AccountSwitchPrompt() {
  const { t } = useLingui();
  const { accountSwitch } = useSite();
  const { name } = useSession();
  const pending = useSyncExternalStore(accountSwitch.subscribe, accountSwitch.pending, accountSwitch.pending);
  const current = name ?? '';
  return (
    <AlertDialog
      isOpen={pending !== null}
      onOpenChange={(open) => (open ? undefined : accountSwitch.decline())}
      title={t`Switch to another account?`}
      confirmLabel={t`Switch account`}
      cancelLabel={t`Stay signed in`}
      onConfirm={() => accountSwitch.accept()}
    >
      {current
        ? t`The link you opened signs in to another account. You are signed in as ${current}; switching signs you out of it.`
        : t`The link you opened signs in to another account. Switching signs you out of the account signed in here.`}
    </AlertDialog>
  );
}

import { useLeaveMessage } from '@kankan/api';
import { CustomerMessagePanel } from '@kankan/ui';
import { useMemo } from 'react';
import { serviceErrorOf } from './shared.ts';

/**
 * The customer-message panel wired to `/intercomMessage/leave` (spec 2.5, 7.1): a floating "Message us" button for
 * the root layout to mount once on the public pages. Refusals show in the panel (7001/7002 at the message).
 */
export function CustomerMessage() {
  const leave = useLeaveMessage();
  // One object per failure, so the panel can tell when the user has edited the field it names.
  const serverError = useMemo(() => serviceErrorOf(leave.error), [leave.error]);
  return (
    <CustomerMessagePanel
      isPending={leave.isPending}
      isSubmitted={leave.isSuccess}
      serverError={serverError}
      onSubmit={(message) => leave.mutate({ body: message })}
      onWriteAnother={() => leave.reset()}
    />
  );
}

// The message table's own module, not the package's index, so the table stays out of the code every page loads.
import { clientMessage, messageForCode } from '@kankan/i18n/errors';
import type { ApiErrorInit } from './errors.ts';

/*
 * The words of a failed call, in a module the client loads on its first failure: the server codes' and the client's
 * message table stays out of the code every page loads.
 */

/** The message a user sees for a failure, in the active language. */
export function failureMessage(init: ApiErrorInit): string {
  switch (init.kind) {
    case 'server':
      return messageForCode(init.code ?? 0);
    case 'timeout':
      return clientMessage('timeout');
    case 'network':
      return clientMessage('networkFailed');
    case 'http':
    case 'invalid':
      return clientMessage('networkBusy');
  }
}

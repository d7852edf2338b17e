import { msg } from '@lingui/core/macro';
import { i18n } from '../instance.ts';

/**
 * The message of a call that got no answer (spec 7.5), one of the client messages. In a module of its own, so that
 * the shell can show it without the others: a call that got no answer may mean the site's files cannot be downloaded
 * either, the message table's module among them.
 */
export const networkFailed = msg`Network request failed. Please check your connection and try again.`;

/** The no-answer message in the active language. */
export function networkFailedMessage(): string {
  return i18n._(networkFailed);
}

import type { Services } from './context.ts';

export interface MailboxEntry {
  account: string;
  code: string;
  purpose: string;
  at: Date;
}

/** Verification codes delivered in the demo: printed to the log and kept for the mailbox page. */
export const mailbox: MailboxEntry[] = [];

/**
 * The outside world of this server. In the demo a code goes to the log and the mailbox page; otherwise no code is
 * ever written anywhere readable (a deployment plugs its SMS and e-mail provider in here), only that one was sent.
 */
export function createServices({
  publicOrigin,
  now,
  demo = false,
  perAddressLimits = true,
}: {
  publicOrigin: string;
  now?: () => Date;
  demo?: boolean;
  perAddressLimits?: boolean;
}): Services {
  return {
    publicOrigin,
    demo,
    perAddressLimits,
    now: now ?? (() => new Date()),
    deliverCode: demo
      ? (account, code, purpose) => {
          mailbox.unshift({ account, code, purpose, at: new Date() });
          mailbox.splice(50);
          console.log(`[mailbox] ${purpose} code for ${account}: ${code}`);
        }
      : (_account, _code, purpose) => {
          console.log(`[codes] a ${purpose} verification code was issued (no delivery provider is configured)`);
        },
  };
}

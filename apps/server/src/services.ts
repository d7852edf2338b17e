import type { Services } from './context.ts';

export interface MailboxEntry {
  account: string;
  code: string;
  purpose: string;
  at: Date;
}

/** Verification codes delivered in development: printed to the log and kept for the mailbox page. */
export const mailbox: MailboxEntry[] = [];

export function createServices({ publicOrigin, now }: { publicOrigin: string; now?: () => Date }): Services {
  return {
    publicOrigin,
    now: now ?? (() => new Date()),
    deliverCode: (account, code, purpose) => {
      mailbox.unshift({ account, code, purpose, at: new Date() });
      mailbox.splice(50);
      console.log(`[mailbox] ${purpose} code for ${account}: ${code}`);
    },
  };
}

import type { ServerErrorCode } from './server.ts';

/**
 * The code that means the session has ended (spec 4 and 7.5): the user is logged out and sent to login. In a module
 * of its own: the shell reads it on every failure, without the server messages' table.
 */
export const SESSION_EXPIRED_CODE = 3004 satisfies ServerErrorCode;
